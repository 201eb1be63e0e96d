import { SWRConfig } from 'swr';
import { fetcher } from '../lib/api';
import { ToastProvider } from '../lib/toast';
import { AppRouter } from './router';

/** SWR as specified: no retries, no refetch on focus, data never stale. */
const swrConfig = {
  fetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateIfStale: false,
  revalidateOnReconnect: false,
};

export function App() {
  return (
    <SWRConfig value={swrConfig}>
      <ToastProvider>
        <AppRouter />
      </ToastProvider>
    </SWRConfig>
  );
}
