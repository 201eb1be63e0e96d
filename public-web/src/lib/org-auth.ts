import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { api, ApiError, safeStorageGet, safeStorageSet } from './api';

/**
 * Organizer session (spec section 4): the token lives in local storage as `orgToken`; any 401
 * clears it and returns to /org/login; logout removes it and returns to /.
 */
const ORG_TOKEN_KEY = 'orgToken';
const ADMIN_TOKEN_KEY = 'adminToken';

export function getOrgToken(): string | null {
  return safeStorageGet(ORG_TOKEN_KEY);
}

/** Where "List Event" leads: the event form for a signed-in organizer, otherwise the organizer sign-up. */
export function listEventPath(): string {
  return getOrgToken() ? '/add-event' : '/org/signup';
}

export function setOrgToken(token: string): void {
  safeStorageSet(ORG_TOKEN_KEY, token);
}

export function clearOrgToken(): void {
  safeStorageSet(ORG_TOKEN_KEY, null);
}

export function getAdminToken(): string | null {
  return safeStorageGet(ADMIN_TOKEN_KEY);
}

export function isUnauthorized(e: unknown): boolean {
  return e instanceof ApiError && e.status === 401;
}

/** Where the login page sends the organizer back to, and why they were sent there. */
export interface OrgLoginState {
  from?: string;
  reason?: 'expired' | 'required';
}

export interface OrgSession {
  /** The stored token, read at render time. */
  token: string | null;
  /** Clear the token and go to /org/login (after a 401). */
  expire: () => void;
  /** Revoke the tokens on the server (failure ignored), remove the token and go to /. */
  logout: () => Promise<void>;
}

export function useOrgSession(): OrgSession {
  const navigate = useNavigate();
  const location = useLocation();
  const token = getOrgToken();
  const expire = useCallback(() => {
    clearOrgToken();
    const state: OrgLoginState = { from: location.pathname, reason: 'expired' };
    navigate('/org/login', { replace: true, state });
  }, [navigate, location.pathname]);
  const logout = useCallback(async () => {
    const current = getOrgToken();
    if (current) {
      await api.post('/api/org/logout', { token: current }).catch(() => undefined);
    }
    clearOrgToken();
    navigate('/', { replace: true });
  }, [navigate]);
  return { token, expire, logout };
}
