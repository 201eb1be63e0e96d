import { apiUrl } from './api-client';

describe('apiUrl', () => {
  it('fills in the path parameters, URI-encoded', () => {
    expect(apiUrl('/api/events/{id}', { path: { id: 'a b/c' } })).toBe('/api/events/a%20b%2Fc');
    expect(apiUrl('/api/images/{id}/{variant}', { path: { id: 'abc', variant: 'card.webp' } })).toBe('/api/images/abc/card.webp');
  });

  it('appends the query in the order given, leaving out null, undefined and empty values', () => {
    expect(apiUrl('/api/events', { query: { search: '', city: 'San Jose', state: null, free: true, limit: 24, tag: undefined } })).toBe(
      '/api/events?city=San+Jose&free=true&limit=24',
    );
    expect(apiUrl('/api/events', { query: { search: '' } })).toBe('/api/events');
    expect(apiUrl('/api/stats')).toBe('/api/stats');
  });
});
