import { ReactNode, useEffect, useRef, useState } from 'react';
import { useCheckAuth } from 'react-admin';
import { Box, CircularProgress, Typography } from '@mui/material';

function VerifyingAccess() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
      <CircularProgress size={24} />
      <Typography>Verifying admin access...</Typography>
    </Box>
  );
}

/**
 * Guarded admin pages: 'Verifying admin access...' while the token is checked against
 * GET /api/admin/me, then the page; a signed-out visitor goes to /admin/login.
 *
 * The check runs once per mount (not as a cached query): react-admin's logout clears the query
 * cache, and a query-based check would re-run and re-redirect while the router's transition to
 * the login page is still pending, delaying it for seconds.
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const checkAuth = useCheckAuth();
  const checkAuthRef = useRef(checkAuth);
  checkAuthRef.current = checkAuth;
  const [state, setState] = useState<'checking' | 'allowed' | 'denied'>('checking');

  useEffect(() => {
    let active = true;
    checkAuthRef
      .current({}, true)
      .then(() => active && setState('allowed'))
      .catch(() => active && setState('denied'));
    return () => {
      active = false;
    };
  }, []);

  if (state !== 'allowed') return <VerifyingAccess />;
  return <>{children}</>;
}
