import { describe, expect, it } from 'vitest';
import { fakeApi } from '../test/render';
import { api, ApiError, fetcher } from './api';

describe('the api client', () => {
  it('never sends the stored admin token on its own: public calls carry no token, others the one they pass', async () => {
    localStorage.setItem('adminToken', 'admin-token');
    localStorage.setItem('orgToken', 'org-token');
    const calls = fakeApi({ 'GET /api/events': [], 'GET /api/org/me': {} });
    await fetcher(['/api/events', { query: { city: 'Dallas', state: '' } }]);
    await api.get('/api/org/me', { token: 'org-token' });
    expect(calls.map((c) => [c.url, c.authorization])).toEqual([
      ['/api/events?city=Dallas', null],
      ['/api/org/me', 'Bearer org-token'],
    ]);
  });

  it("fails with the status and the server's message", async () => {
    fakeApi({ 'POST /api/contact': () => ({ status: 400, body: { statusCode: 400, error: 'Name is required' } }) });
    const failure = await api.post('/api/contact', { body: { name: '', email: '', subject: '', message: '' } }).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).status).toBe(400);
    expect((failure as ApiError).serverMessage).toBe('Name is required');
  });
});
