import type { ReactNode } from 'react';
import type { RiskOf } from '../common/moderation';

export interface QueueItem extends RiskOf {
  id: string;
}

export interface ApprovalQueueProps<T extends QueueItem> {
  /** The react-admin resource of the queue (a PENDING_RESOURCES value). */
  resource: string;
  /** The resource whose lists change when an item is decided ('events', 'organizations'). */
  decides: string;
  title: string;
  heading: string;
  /** 'events', 'organizations': in 'Loading pending events' and 'Unable to load pending events.' */
  noun: string;
  emptyText: string;
  messages: {
    approved: string;
    approvedMany: (n: number) => string;
    approveFailed: string;
    rejected: string;
    rejectedMany: (n: number) => string;
    rejectFailed: string;
  };
  /** Card and checkbox label (the event's title, the organization's name). */
  label: (item: T) => string;
  testId: string;
  /** The card's content under the checkbox. */
  details: (item: T) => ReactNode;
  /** Buttons before the card's own (e.g. 'Edit'). */
  extraActions?: (item: T) => ReactNode;
  approve: (id: string) => Promise<unknown>;
  reject: (id: string, reason?: string) => Promise<unknown>;
  /** Re-runs moderation on an item: the item as it is now. */
  rerun: (item: T) => Promise<T>;
  /** Offer 'Reject selected' besides 'Approve selected'. */
  bulkReject?: boolean;
  rejectTitle: (items: T[]) => string;
  rejectDescription: string;
}
