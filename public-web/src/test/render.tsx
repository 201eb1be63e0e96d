import { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import { fetcher } from '../lib/api';
import { ToastProvider } from '../lib/toast';

/** Renders a page at `path` with the app's providers (SWR with a fresh cache, toasts, router). */
export function renderPage(element: ReactElement, path = '/') {
  return render(
    <SWRConfig value={{ fetcher, provider: () => new Map(), shouldRetryOnError: false, dedupingInterval: 0 }}>
      <ToastProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={path} element={element} />
            <Route path="*" element={<p>Navigated elsewhere</p>} />
          </Routes>
        </MemoryRouter>
      </ToastProvider>
    </SWRConfig>,
  );
}

export interface FakeCall {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

/**
 * Replaces fetch with an API answering from `routes` ('GET /api/org/me' → JSON body, or a
 * function for the answer); unknown requests answer 404. Returns the calls made.
 */
export function fakeApi(routes: Record<string, unknown | ((call: FakeCall) => { status: number; body?: unknown })>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const headers = new Headers(init.headers);
      const call: FakeCall = {
        method,
        url: input,
        authorization: headers.get('Authorization'),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const route = routes[`${method} ${input.split('?')[0]}`];
      const answer = typeof route === 'function' ? route(call) : route === undefined ? { status: 404 } : { status: 200, body: route };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
