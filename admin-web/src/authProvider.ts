import type { AuthProvider } from 'react-admin';
import { ADMIN_TOKEN_KEY, getAdminToken } from './httpClient';

export class LoginError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'other',
  ) {
    super(message);
  }
}

/** Admin sign-in: token kept in local storage as adminToken; an invalid token is removed. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    let res: Response;
    try {
      res = await fetch('/api/admin/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ username, password }),
      });
    } catch {
      throw new LoginError('Something went wrong. Please try again.', 'other');
    }
    if (res.status === 401 || res.status === 400) throw new LoginError('Invalid username or password.', 'invalid');
    if (!res.ok) throw new LoginError('Something went wrong. Please try again.', 'other');
    const body = (await res.json()) as { token: string };
    localStorage.setItem(ADMIN_TOKEN_KEY, body.token);
  },
  async logout() {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
  },
  async checkAuth() {
    if (!getAdminToken()) throw new Error('Not signed in');
  },
  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      localStorage.removeItem(ADMIN_TOKEN_KEY);
      throw new Error('Session expired');
    }
  },
  async getIdentity() {
    const token = getAdminToken();
    if (!token) throw new Error('Not signed in');
    const res = await fetch('/api/admin/me', { headers: { Authorization: `Bearer ${token}` }, credentials: 'include' });
    if (res.status === 401) {
      localStorage.removeItem(ADMIN_TOKEN_KEY);
      throw new Error('Not signed in');
    }
    if (!res.ok) throw new Error('Profile unavailable');
    const admin = (await res.json()) as { id: string; username: string };
    return { id: admin.id, fullName: admin.username };
  },
  async getPermissions() {
    return 'admin';
  },
};
