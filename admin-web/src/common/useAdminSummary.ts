import { useQuery } from '@tanstack/react-query';
import { useAdminApi } from './useAdminApi';

/** The counts refresh while the console is open; deciding an item refreshes them at once (ApprovalQueue). */
const SUMMARY_REFRESH_MS = 30_000;

/** GET /api/admin/summary (pending organizations and events, new messages, sources): the menu and the dashboard share one query. */
export function useAdminSummary() {
  const api = useAdminApi();
  return useQuery({
    queryKey: ['admin', 'summary'],
    queryFn: () => api.getSummary(),
    refetchInterval: SUMMARY_REFRESH_MS,
    retry: false,
  });
}
