import { FormEvent, useState } from 'react';
import { useLogin, useNotify } from 'react-admin';
import { Box, Button, Card, CardContent, CircularProgress, TextField, Typography } from '@mui/material';
import { LoginError } from './authProvider';

/** /admin/login: the spec's messages; success toast, then redirect after 100 ms. */
export function LoginPage() {
  const login = useLogin();
  const notify = useNotify();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const next: typeof errors = {};
    if (!username.trim()) next.username = 'Username is required';
    if (!password) next.password = 'Password is required';
    setErrors(next);
    if (next.username || next.password) return;
    setBusy(true);
    try {
      await login({ username: username.trim(), password }, '/');
      notify('Successfully logged in as admin.', { type: 'success' });
    } catch (err) {
      notify(err instanceof LoginError ? err.message : 'Something went wrong. Please try again.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: '#fffaf5', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent>
          <Typography component="h1" variant="h5" gutterBottom>
            Admin Login
          </Typography>
          <Box component="form" noValidate onSubmit={submit} sx={{ display: 'grid', gap: 2 }}>
            <TextField label="Username" name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} error={!!errors.username} helperText={errors.username} autoFocus />
            <TextField label="Password" name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={!!errors.password} helperText={errors.password} />
            <Button type="submit" variant="contained" disabled={busy} startIcon={busy ? <CircularProgress size={16} /> : undefined}>
              Sign in
            </Button>
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
