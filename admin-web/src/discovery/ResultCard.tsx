import { useState } from 'react';
import { Box, Button, Card, CardActions, CardContent, Chip, Link, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { US_STATES } from '@sangam/shared';
import type { DiscoveredOrganizationResultDto } from '@sangam/shared';

/** Results show up to 3 event pages, then '+N more' (specification section 9). */
const EVENT_PAGES_SHOWN = 3;

/** One organization found: what was read (contacts, event pages), its city and state to confirm, and Save into the approvals queue. */
export function ResultCard({
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
