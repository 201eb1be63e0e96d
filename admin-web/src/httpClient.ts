import { fetchUtils } from 'react-admin';

export const ADMIN_TOKEN_KEY = 'adminToken';

export function getAdminToken(): string | null {
  try {
    return localStorage.getItem(ADMIN_TOKEN_KEY);
  } catch {
    return null;
  }
}

/** Every admin API call sends the admin token as a bearer header and includes credentials. */
export function httpClient(url: string, options: fetchUtils.Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = getAdminToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  return fetchUtils.fetchJson(url, { ...options, headers, credentials: 'include' });
}
