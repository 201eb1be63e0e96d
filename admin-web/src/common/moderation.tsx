import { Box, Chip, Link as MuiLink, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { RiskLevel } from '@sangam/shared';

/** The badge of each level the API serves (the thresholds live in the backend's moderation.config.ts). */
const RISK_BADGES: Record<RiskLevel, { label: string; color: 'error' | 'warning' | 'info' }> = {
  high: { label: 'High risk', color: 'error' },
  medium: { label: 'Medium risk', color: 'warning' },
  low: { label: 'Low risk', color: 'info' },
};

/** What the badges read: the item's served risk level and its score. */
export interface RiskOf {
  riskLevel: RiskLevel;
  moderationScore: number;
}

/** Moderation flags are meant to be human-readable; a code-like flag ('too_many_links') is spelled out. */
function plainFlag(flag: string): string {
  const f = flag.trim();
  if (!/^[a-z0-9]+([_:.-][a-z0-9]+)+$/i.test(f)) return f;
  const words = f.replace(/[_:.-]+/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The spec's risk badge, from the level the API served: only when the moderation score is above 0. */
export function RiskBadge({ item }: { item: RiskOf }) {
  if (!item.moderationScore || item.moderationScore <= 0) return null;
  const { label, color } = RISK_BADGES[item.riskLevel] ?? RISK_BADGES.low;
  return <Chip size="small" color={color} label={`${label} (${item.moderationScore})`} data-testid="risk-badge" />;
}

/** Risk badge, the flags in plain words, and for a flagged duplicate a link to the original event. */
export function ModerationSummary({
  item,
  flags,
  duplicateOfId,
}: {
  item: RiskOf;
  flags: string[] | null | undefined;
  duplicateOfId?: string | null;
}) {
  const list = (flags ?? []).filter((f) => f && f.trim());
  if ((!item.moderationScore || item.moderationScore <= 0) && !list.length && !duplicateOfId) return null;
  return (
    <Box sx={{ mt: 1 }}>
      <RiskBadge item={item} />
      {list.length > 0 && (
        <Box component="ul" aria-label="Moderation flags" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {list.map((f, i) => (
            <Typography component="li" variant="body2" key={i}>
              {plainFlag(f)}
            </Typography>
          ))}
        </Box>
      )}
      {duplicateOfId && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Possible duplicate of{' '}
          <MuiLink component={RouterLink} to={`/events/${encodeURIComponent(duplicateOfId)}`}>
            the original event
          </MuiLink>{' '}
          (
          <MuiLink href={`/event/${encodeURIComponent(duplicateOfId)}`} target="_blank" rel="noopener noreferrer">
            public page
          </MuiLink>
          )
        </Typography>
      )}
    </Box>
  );
}
