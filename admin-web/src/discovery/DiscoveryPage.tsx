import { useState } from 'react';
import { Title } from 'react-admin';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  CircularProgress,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import type { DiscoveredOrganizationResultDto, DiscoverOrganizationsResultDto } from '@sangam/shared';
import { useAdminApi } from '../common/useAdminApi';
import { httpStatus, serverMessage } from '../httpClient';
import { AccessDenied } from '../common/AccessDenied';
import { useToast } from '../common/toast';
import { ResultCard } from './ResultCard';

/**
 * /admin/discovery: website addresses (one per line) are crawled for organizations; each result
 * can be saved into the approvals queue. The console's guard keeps signed-out visitors and
 * non-admin tokens out; should the API still answer 403, the page shows 'Access denied'.
 */
export function DiscoveryPage() {
  const toast = useToast();
  const api = useAdminApi();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<DiscoverOrganizationsResultDto | null>(null);
  const [denied, setDenied] = useState(false);

  const discover = async () => {
    const urls = text
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    if (!urls.length) {
      toast('No URLs Provided', 'Enter at least one website address, one per line.', 'warning');
      return;
    }
    setBusy(true);
    setResult(null);
    try {
      const r = await api.discoverOrganizations(urls);
      setResult(r);
      if (!r.organizations.length) {
        const why =
          r.errors.length === 1 ? r.errors[0].error : r.errors.length ? 'None of the addresses could be read; see why below each one.' : '';
        toast('Discovery Failed', why || 'No organization was found.', 'error');
      }
    } catch (err) {
      if (httpStatus(err) === 403) setDenied(true);
      else toast('Discovery Failed', serverMessage(err) ?? 'Please try again.', 'error');
    } finally {
      setBusy(false);
    }
  };

  const save = async (org: DiscoveredOrganizationResultDto): Promise<boolean> => {
    try {
      const body = { ...org, description: org.description ?? undefined };
      await api.saveDiscoveredOrganization(body);
      toast('Organization Saved', `${org.name} is waiting in the approvals queue.`, 'success');
      return true;
    } catch (err) {
      if (httpStatus(err) === 403) setDenied(true);
      toast('Save Failed', serverMessage(err) ?? 'Please try again.', 'error');
      return false;
    }
  };

  if (denied) return <AccessDenied what="discover organizations" />;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Organization Discovery" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        Organization Discovery
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Enter organizations’ website addresses. Each site is read (up to 20 pages) for its name, contact details, address and event pages.
      </Typography>
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent>
          <TextField
            label="Website URLs"
            placeholder={'https://www.example-temple.org\nhttps://www.example-association.org'}
            helperText="One address per line"
            multiline
            minRows={4}
            fullWidth
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </CardContent>
        <CardActions>
          <Button
            variant="contained"
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <TravelExploreIcon />}
            onClick={() => void discover()}
            disabled={busy}
          >
            {busy ? 'Discovering…' : 'Discover Organizations'}
          </Button>
        </CardActions>
      </Card>

      {/* Each address that gave no organization, with why in plain words; the others' results follow. */}
      {result && result.errors.length > 0 && (
        <Box component="ul" aria-label="Addresses not read" sx={{ listStyle: 'none', m: 0, mb: 2, p: 0 }}>
          {result.errors.map((e, i) => (
            <li key={`${i}:${e.url}`}>
              <Alert severity="warning" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
                <AlertTitle>{e.url}</AlertTitle>
                {e.error}
              </Alert>
            </li>
          ))}
        </Box>
      )}
      {result && (
        <Typography variant="h6" component="h2" sx={{ my: 1 }}>
          {result.organizations.length === 1 ? '1 organization found' : `${result.organizations.length} organizations found`}
        </Typography>
      )}
      <Stack spacing={2}>
        {result?.organizations.map((o) => (
          <ResultCard key={o.website + o.name} org={o} onSave={save} />
        ))}
      </Stack>
    </Box>
  );
}
