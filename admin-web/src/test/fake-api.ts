import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  url: string;
  authorization: string | null;
  body: unknown;
}

export type FakeAnswer = { status: number; body?: unknown; headers?: Record<string, string> };

/**
 * Replaces fetch with an API answering from `routes` ('GET /api/admin/events/pending' → JSON body,
 * or a function of the call for a full answer); other requests answer 404. Returns the calls made.
 */
export function fakeApi(routes: Record<string, unknown | ((call: FakeCall) => FakeAnswer)>): FakeCall[] {
  const calls: FakeCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | Request, init: RequestInit = {}) => {
      const request = typeof input === 'string' ? new Request(new URL(input, 'http://localhost'), init) : input;
      const url = new URL(request.url);
      const text = await request.text();
      const call: FakeCall = {
        method: request.method,
        url: url.pathname + url.search,
        authorization: request.headers.get('Authorization'),
        body: text ? JSON.parse(text) : undefined,
      };
      calls.push(call);
      const route = routes[`${call.method} ${url.pathname}`];
      const answer: FakeAnswer =
        typeof route === 'function' ? route(call) : route === undefined ? { status: 404 } : { status: 200, body: route };
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'Content-Type': 'application/json', ...answer.headers },
      });
    }),
  );
  return calls;
}
