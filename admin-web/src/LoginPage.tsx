import { FormEvent, useEffect, useRef, useState } from 'react';
import { useAuthProvider, useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { LoginError, loginPageShown } from './authProvider';

/** Spec section 9: the post-login redirect waits 100 ms after the success toast. */
const POST_LOGIN_REDIRECT_MS = 100;

/** /admin/login: the spec's messages; success toast, then redirect after 100 ms. */
export function LoginPage() {
  const authProvider = useAuthProvider();
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    loginPageShown();
    return () => clearTimeout(redirectTimer.current);
  }, []);

  const state = location.state as { nextPathname?: string; nextSearch?: string } | null;
  const next = state?.nextPathname && state.nextPathname !== '/login' ? state.nextPathname + (state.nextSearch ?? '') : '/';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: typeof errors = {};
    if (!username.trim()) found.username = 'Username is required';
    if (!password) found.password = 'Password is required';
    setErrors(found);
    if (found.username || found.password || !authProvider) return;
    setBusy(true);
    try {
      await authProvider.login({ username: username.trim(), password });
    } catch (err) {
      setBusy(false);
      notify(err instanceof LoginError ? err.message : 'Something went wrong. Please try again.', { type: 'error' });
      return;
    }
    await queryClient.invalidateQueries({ queryKey: ['auth'] });
    notify('Successfully logged in as admin.', { type: 'success' });
    redirectTimer.current = setTimeout(() => navigate(next, { replace: true }), POST_LOGIN_REDIRECT_MS);
  };

  return (
    <Box
      component="main"
      sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#fffaf5', p: 2 }}
    >
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Admin Login
          </Typography>
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
            <TextField
              label="Username"
              name="username"
              autoComplete="username"
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              error={!!errors.username}
              helperText={errors.username}
              autoFocus
            />
            <TextField
              label="Password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              error={!!errors.password}
              helperText={errors.password}
            />
            <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
              Sign in
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
