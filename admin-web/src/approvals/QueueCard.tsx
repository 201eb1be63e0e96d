import { Box, Button, Card, CardActions, CardContent, Checkbox, Stack } from '@mui/material';
import type { ApprovalQueueProps, QueueItem } from './queue-props';

interface QueueCardProps<T extends QueueItem> {
  item: T;
  queue: ApprovalQueueProps<T>;
  selected: boolean;
  onSelect: (on: boolean) => void;
  busy: boolean;
  onRerun: () => void;
  onReject: () => void;
  onApprove: () => void;
}

/** One pending item: its checkbox and details, then re-run moderation, reject and approve. */
export function QueueCard<T extends QueueItem>({ item, queue, selected, onSelect, busy, onRerun, onReject, onApprove }: QueueCardProps<T>) {
  return (
    <Card variant="outlined" component="article" aria-label={queue.label(item)} data-testid={queue.testId}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Checkbox
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
            slotProps={{ input: { 'aria-label': `Select ${queue.label(item)}` } }}
          />
          <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{queue.details(item)}</Box>
        </Stack>
      </CardContent>
      <CardActions sx={{ justifyContent: 'flex-end' }}>
        {queue.extraActions?.(item)}
        <Button size="small" onClick={onRerun} disabled={busy}>
          Re-run moderation
        </Button>
        <Button size="small" color="error" onClick={onReject} disabled={busy}>
          Reject
        </Button>
        <Button size="small" variant="contained" color="success" onClick={onApprove} disabled={busy}>
          Approve
        </Button>
      </CardActions>
    </Card>
  );
}
