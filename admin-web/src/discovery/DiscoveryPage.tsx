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
  Chip,
  CircularProgress,
  Link,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { US_STATES } from '@sangam/shared';
import type { DiscoveredOrganizationResultDto, DiscoverOrganizationsResultDto } from '@sangam/shared';
import { useAdminApi } from '../common/useAdminApi';
import { httpStatus, serverMessage } from '../httpClient';
import { AccessDenied } from '../common/AccessDenied';
import { useToast } from '../common/toast';

/** Results show up to 3 event pages, then '+N more' (specification section 9). */
const EVENT_PAGES_SHOWN = 3;

function ResultCard({
  org,
  onSave,
}: {
  org: DiscoveredOrganizationResultDto;
  onSave: (org: DiscoveredOrganizationResultDto) => Promise<boolean>;
}) {
  const [city, setCity] = useState(org.city ?? '');
  const [state, setState] = useState(org.state ?? '');
  const [showAll, setShowAll] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  const pages = showAll ? org.event_pages : org.event_pages.slice(0, EVENT_PAGES_SHOWN);
  const more = org.event_pages.length - EVENT_PAGES_SHOWN;

  const save = async () => {
    setSaving(true);
    const ok = await onSave({ ...org, city: city.trim() || null, state: state || null });
    setSaving(false);
    if (ok) setSaved(true);
  };

  return (
    <Card variant="outlined" component="article" aria-label={org.name} data-testid="discovered-organization">
      <CardContent>
        <Typography variant="h6" component="h2">
          {org.name}
        </Typography>
        <Link href={org.website} target="_blank" rel="noopener noreferrer" variant="body2">
          {org.website}
        </Link>
        {org.description && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {org.description}
          </Typography>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2 }}>
          <TextField label="City" size="small" value={city} onChange={(e) => setCity(e.target.value)} disabled={saved} required />
          <TextField
            select
            label="State"
            size="small"
            value={state}
            onChange={(e) => setState(e.target.value)}
            disabled={saved}
            required
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">
              <em>Choose a state</em>
            </MenuItem>
            {US_STATES.map((s) => (
              <MenuItem key={s.code} value={s.code}>
                {s.code} - {s.name}
              </MenuItem>
            ))}
            {state === 'DC' && <MenuItem value="DC">DC - District of Columbia</MenuItem>}
          </TextField>
        </Stack>
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            Emails
          </Typography>
          {org.emails.length ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="emails">
              {org.emails.map((e) => (
                <Chip key={e} label={e} size="small" component="a" href={`mailto:${e}`} clickable />
              ))}
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              None found
            </Typography>
          )}
        </Box>
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h3">
            Phones
          </Typography>
          {org.phones.length ? (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }} data-testid="phones">
              {org.phones.map((p) => (
                <Chip key={p} label={p} size="small" />
              ))}
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary">
              None found
            </Typography>
          )}
        </Box>
        <Box sx={{ mt: 1 }}>
          <Typography variant="subtitle2" component="h3">
            Event pages
          </Typography>
          {org.event_pages.length ? (
            <Box component="ul" sx={{ m: 0, pl: 2 }} data-testid="event-pages">
              {pages.map((p) => (
                <li key={p}>
                  <Link href={p} target="_blank" rel="noopener noreferrer" variant="body2" sx={{ wordBreak: 'break-all' }}>
                    {p}
                  </Link>
                </li>
              ))}
              {!showAll && more > 0 && (
                <li style={{ listStyle: 'none' }}>
                  <Button size="small" onClick={() => setShowAll(true)} sx={{ minWidth: 0, p: 0, textTransform: 'none' }}>
                    +{more} more
                  </Button>
                </li>
              )}
            </Box>
          ) : (
            <Typography variant="body2" color="text.secondary">
              None found
            </Typography>
          )}
        </Box>
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
          Crawled {new Date(org.last_crawled).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })} · details found on{' '}
          {org.source_pages.length} {org.source_pages.length === 1 ? 'page' : 'pages'}
        </Typography>
      </CardContent>
      <CardActions>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={saving || saved}
          aria-label={saved ? `${org.name} saved` : `Save ${org.name}`}
        >
          {saved ? 'Saved' : saving ? 'Saving…' : 'Save'}
        </Button>
        {saved && (
          <Typography variant="body2" color="text.secondary">
            Waiting in the approvals queue.
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}

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
