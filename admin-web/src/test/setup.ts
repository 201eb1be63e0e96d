import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { ADMIN_TOKEN_KEY } from '../httpClient';

// MUI pages take a while to render in jsdom.
configure({ asyncUtilTimeout: 10_000 });

// The console's pages are used signed in: the API client sends nothing without a token.
beforeEach(() => localStorage.setItem(ADMIN_TOKEN_KEY, 'test-admin-token'));

afterEach(() => {
  cleanup();
  localStorage.clear();
});
