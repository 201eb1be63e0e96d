import type { AuthProvider } from 'react-admin';
import { ADMIN_TOKEN_KEY, getAdminToken } from './httpClient';
import { apiUrl } from '@sangam/shared';
import type { AdminLoginDto, AdminLoginResponse, AdminProfile } from '@sangam/shared';

export class LoginError extends Error {
  constructor(
    message: string,
    readonly kind: 'invalid' | 'other',
  ) {
    super(message);
  }
}

function removeToken() {
  try {
    localStorage.removeItem(ADMIN_TOKEN_KEY);
  } catch {
    /* storage unavailable: nothing to remove */
  }
}

/**
 * The signed-in admin's profile, fetched once per page load (GET /api/admin/me) and shared by the
 * guard and the user menu. A token the server refuses (401/403) is removed and the answer is null;
 * a network failure keeps the token (the next check asks again).
 */
let profileRequest: { token: string; promise: Promise<AdminProfile | null> } | null = null;

function loadProfile(): Promise<AdminProfile | null> {
  const token = getAdminToken();
  if (!token) return Promise.resolve(null);
  if (profileRequest?.token === token) return profileRequest.promise;
  const promise = fetch(apiUrl('/api/admin/me'), {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
    credentials: 'include',
  }).then(async (res) => {
    if (res.status === 401 || res.status === 403) {
      removeToken();
      return null;
    }
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    return (await res.json()) as AdminProfile;
  });
  profileRequest = { token, promise };
  promise.catch(() => {
    if (profileRequest?.promise === promise) profileRequest = null;
  });
  return promise;
}

/**
 * Set from sign-out until the login page shows. React-admin's sign-out clears its query cache; auth
 * checks still mounted on the page being left would re-run, fail and sign out again, restarting the
 * router's pending transition to the login page over and over. While it is set, checks wait.
 */
let leavingForLogin = false;

/** Called by the login page once it is on screen. */
export function loginPageShown(): void {
  leavingForLogin = false;
}

/** Admin sign-in: token kept in local storage as adminToken; the profile fetched on load; an invalid token removed. */
export const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    let res: Response;
    try {
      const body: AdminLoginDto = { username, password };
      res = await fetch(apiUrl('/api/admin/login'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        credentials: 'include',
        body: JSON.stringify(body),
      });
    } catch {
      throw new LoginError('Something went wrong. Please try again.', 'other');
    }
    if (res.status === 401 || res.status === 400) throw new LoginError('Invalid username or password.', 'invalid');
    if (!res.ok) throw new LoginError('Something went wrong. Please try again.', 'other');
    const body = (await res.json()) as AdminLoginResponse;
    localStorage.setItem(ADMIN_TOKEN_KEY, body.token);
    leavingForLogin = false;
    profileRequest = body.admin ? { token: body.token, promise: Promise.resolve(body.admin) } : null;
  },

  async logout() {
    leavingForLogin = true;
    const token = getAdminToken();
    removeToken();
    profileRequest = null;
    if (token) {
      // Best effort: the server invalidates the session; the console forgets it either way.
      await fetch(apiUrl('/api/admin/logout'), {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        credentials: 'include',
      }).catch(() => undefined);
    }
  },

  async checkAuth() {
    if (leavingForLogin) return new Promise<void>(() => undefined);
    if (!getAdminToken()) throw { message: false };
    let profile: AdminProfile | null;
    try {
      profile = await loadProfile();
    } catch {
      // The server could not be reached: keep the token, the pages will show their own errors.
      return;
    }
    if (!profile) throw { message: 'Your admin session has expired. Please sign in again.' };
  },

  async checkError(error: { status?: number }) {
    if (error?.status === 401) {
      removeToken();
      profileRequest = null;
      throw { message: 'Your admin session has expired. Please sign in again.' };
    }
  },

  async getIdentity() {
    const profile = await loadProfile();
    if (!profile) throw new Error('Not signed in');
    return { id: profile.id, fullName: profile.username };
  },

  async getPermissions() {
    return 'admin';
  },
};
