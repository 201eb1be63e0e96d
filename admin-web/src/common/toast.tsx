import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { Alert, AlertTitle } from '@mui/material';

type Severity = 'success' | 'error' | 'warning' | 'info';

/** A toast with the specification's title ('Scraping Completed', 'Save Failed', …) above its details. */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    (title: string, description?: string, severity: Severity = 'info') =>
      notify(
        <Alert severity={severity} variant="filled" role={severity === 'error' ? 'alert' : 'status'} sx={{ minWidth: 280, maxWidth: 560 }}>
          <AlertTitle>{title}</AlertTitle>
          {description}
        </Alert>,
        { type: severity, autoHideDuration: severity === 'error' ? 10_000 : 5_000 },
      ),
    [notify],
  );
}
