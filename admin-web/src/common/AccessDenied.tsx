import { Alert, AlertTitle } from '@mui/material';

export function AccessDenied({ what }: { what: string }) {
  return (
    <Alert severity="error" sx={{ m: 2 }}>
      <AlertTitle>Access denied</AlertTitle>
      Only administrators can {what}.
    </Alert>
  );
}
