import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { Alert, AlertTitle } from '@mui/material';

/** A success toast with the spec's title 'Success' above the message. */
export function useNotifySuccess() {
  const notify = useNotify();
  return useCallback(
    (message: string, title = 'Success') =>
      notify(
        <Alert severity="success" variant="filled" sx={{ minWidth: 280 }}>
          <AlertTitle>{title}</AlertTitle>
          {message}
        </Alert>,
        { type: 'success' },
      ),
    [notify],
  );
}
