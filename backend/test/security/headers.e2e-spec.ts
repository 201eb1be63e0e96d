import { createTestApp, TestApp } from '../support/test-app';

function csp(h: Record<string, string>): Map<string, string> {
  const m = new Map<string, string>();
  for (const part of (h['content-security-policy'] ?? '').split(';')) {
    const [k, ...v] = part.trim().split(/\s+/);
    if (k) m.set(k, v.join(' '));
  }
  return m;
}

const PAGES = ['/', '/events', '/admin/', '/admin/events', '/api/health', '/api/events', '/api/docs'];

describe('security headers and CORS (plain http PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'http://localhost:3000', CORS_ORIGINS: 'https://partner.example.org' });
  });
  afterAll(() => t?.close());

  it.each(PAGES)('%s: strict CSP, no X-Powered-By, no HSTS over plain http', async (p) => {
    const res = await t.http.get(p);
    expect(res.status).toBeLessThan(500);
    const c = csp(res.headers as Record<string, string>);
    expect(c.get('object-src')).toBe("'none'");
    expect(c.get('base-uri')).toBe("'none'");
    expect(c.get('frame-ancestors')).toBe("'none'");
    // No inline script allowed anywhere (both apps run without it).
    expect(c.get('script-src')).toBe("'self'");
    expect(c.get('default-src')).toBe("'self'");
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('/admin (redirect to /admin/) also carries a CSP', async () => {
    const res = await t.http.get('/admin');
    expect(res.headers['content-security-policy']).toMatch(/default-src '(none|self)'/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('the HTML of both apps contains no inline script (so the CSP does not break them)', async () => {
    for (const p of ['/', '/admin/']) {
      const res = await t.http.get(p);
      const html = String(res.text ?? '');
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)].filter(
        (m) => !/\bsrc=/.test(m[1]) && !/type="application\/ld\+json"/.test(m[1]) && m[2].trim(),
      );
      expect(inline.map((m) => m[0].slice(0, 80))).toEqual([]);
    }
  });

  it('CORS: the configured origin is allowed with credentials; any other origin gets no CORS grant', async () => {
    const ok = await t.http.get('/api/events').set('Origin', 'https://partner.example.org');
    expect(ok.headers['access-control-allow-origin']).toBe('https://partner.example.org');
    expect(ok.headers['access-control-allow-credentials']).toBe('true');
    const self = await t.http.get('/api/events').set('Origin', 'http://localhost:3000');
    expect(self.headers['access-control-allow-origin']).toBe('http://localhost:3000');
    for (const origin of ['https://evil.example.com', 'null', 'https://partner.example.org.evil.com', 'http://partner.example.org']) {
      const bad = await t.http.get('/api/events').set('Origin', origin);
      expect(bad.headers['access-control-allow-origin']).toBeUndefined();
      const pre = await t.http
        .options('/api/events')
        .set('Origin', origin)
        .set('Access-Control-Request-Method', 'DELETE')
        .set('Access-Control-Request-Headers', 'authorization');
      expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('errors do not leak stack traces or server internals', async () => {
    const res = await t.http.post('/api/events').set('Content-Type', 'application/json').send('{"title": ');
    expect([400, 401]).toContain(res.status);
    const bad = await t.http.post('/api/contact').set('Content-Type', 'application/json').send('{"name": ');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).not.toMatch(/at .*\.js:\d+|node_modules|SyntaxError/);
  });
});

describe('security headers behind TLS (https PUBLIC_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://sangam.example.org' });
  });
  afterAll(() => t?.close());

  it('sends HSTS', async () => {
    for (const p of ['/', '/api/health']) {
      const res = await t.http.get(p);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    }
  });

  it('allows only its own origin by default', async () => {
    const own = await t.http.get('/api/events').set('Origin', 'https://sangam.example.org');
    expect(own.headers['access-control-allow-origin']).toBe('https://sangam.example.org');
    const other = await t.http.get('/api/events').set('Origin', 'http://localhost:3000');
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
