import * as zlib from 'node:zlib';
import { startFixtureServer, FixtureServer } from './fixtures/scraping/fixture-server';
import { FetchError, GuardedHttpClient, ResolvedAddress } from '../src/scraping/http/guarded-http-client';
import { DEFAULT_HTTP_OPTIONS } from '../src/scraping/http/guarded-http-client';

const UA = 'SangamBot/1.0 (+http://localhost:3000; community events directory)';

/** Test names: a hostname that resolves to a private address, and one that resolves to a public and a private one. */
const FAKE_DNS: Record<string, ResolvedAddress[]> = {
  'metadata.test': [{ address: '169.254.169.254', family: 4 }],
  'intranet.test': [{ address: '10.1.2.3', family: 4 }],
  'rebind.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '127.0.0.1', family: 4 },
  ],
  'v6private.test': [{ address: 'fd12:3456::1', family: 6 }],
};
const resolve = async (host: string): Promise<ResolvedAddress[]> => FAKE_DNS[host] ?? DEFAULT_HTTP_OPTIONS.resolve(host);

async function refusal(client: GuardedHttpClient, url: string, okOnly = false): Promise<FetchError> {
  try {
    await (okOnly ? client.getOk(url) : client.get(url));
  } catch (e) {
    if (e instanceof FetchError) return e;
    throw e;
  }
  throw new Error(`${url} was fetched`);
}

describe('guarded HTTP client', () => {
  let srv: FixtureServer;
  beforeAll(async () => {
    srv = await startFixtureServer();
  });
  afterAll(async () => {
    await srv?.close();
  });

  describe('refuses private, reserved and non-http targets (SCRAPER_ALLOW_PRIVATE_HOSTS=false)', () => {
    const strict = new GuardedHttpClient({ allowPrivateHosts: false, userAgent: UA, resolve, retries: 0 });
    const targets: Array<[string, string]> = [
      ['loopback', 'http://127.0.0.1/'],
      ['loopback /8', 'http://127.1.2.3:8080/'],
      ['IPv6 loopback', 'http://[::1]/'],
      ['10/8', 'http://10.0.0.1/'],
      ['10/8 top', 'http://10.255.255.254/'],
      ['172.16/12', 'http://172.16.0.1/'],
      ['172.16/12 top', 'http://172.31.255.1/'],
      ['192.168/16', 'http://192.168.1.1/'],
      ['cloud metadata', 'http://169.254.169.254/latest/meta-data/'],
      ['link-local', 'http://169.254.0.1/'],
      ['CGNAT 100.64/10', 'http://100.64.0.1/'],
      ['CGNAT top', 'http://100.127.255.254/'],
      ['0.0.0.0', 'http://0.0.0.0/'],
      ['IPv6 unspecified', 'http://[::]/'],
      ['IPv4-mapped loopback', 'http://[::ffff:127.0.0.1]/'],
      ['IPv4-mapped private', 'http://[::ffff:10.0.0.1]/'],
      ['IPv4-mapped metadata, hex', 'http://[::ffff:a9fe:a9fe]/'],
      ['decimal IPv4', 'http://2130706433/'],
      ['hex IPv4', 'http://0x7f000001/'],
      ['octal IPv4', 'http://0177.0.0.1/'],
      ['short hex IPv4', 'http://0x7f.1/'],
      ['AWS IPv6 metadata', 'http://[fd00:ec2::254]/'],
      ['IPv6 unique-local', 'http://[fc00::1]/'],
      ['IPv6 link-local', 'http://[fe80::1]/'],
      ['6to4 embedding loopback', 'http://[2002:7f00:1::]/'],
      ['NAT64 embedding loopback', 'http://[64:ff9b::7f00:1]/'],
      ['multicast', 'http://224.0.0.1/'],
      ['broadcast', 'http://255.255.255.255/'],
      ['benchmarking range', 'http://198.18.0.1/'],
      ['localhost (resolves to loopback)', 'http://localhost/'],
      ['hostname resolving to metadata', 'http://metadata.test/'],
      ['hostname resolving to 10/8', 'https://intranet.test/'],
      ['hostname resolving to public and private', 'http://rebind.test/'],
      ['hostname resolving to IPv6 unique-local', 'http://v6private.test/'],
      ['file:', 'file:///etc/passwd'],
      ['gopher:', 'gopher://127.0.0.1:70/_stats'],
      ['ftp:', 'ftp://ftp.example.org/pub/'],
      ['data:', 'data:text/html,<h1>x</h1>'],
      ['javascript:', 'javascript:alert(1)'],
      ['credentials in URL', 'http://admin:secret@example.org/'],
    ];
    it(`has at least 25 targets (${targets.length})`, () => expect(targets.length).toBeGreaterThanOrEqual(25));
    it.each(targets)('%s: %s', async (_label, url) => {
      const e = await refusal(strict, url);
      expect(e.code).toBe('refused');
      expect(e.message).toMatch(/Refused|Only http and https|credentials/);
    });
  });

  it('the same client fetches the local server when private hosts are allowed (tests only)', async () => {
    const lax = new GuardedHttpClient({ allowPrivateHosts: true, userAgent: UA });
    const r = await lax.getOk(`${srv.origin}/temple/about.html`);
    expect(r.status).toBe(200);
    expect(r.text()).toContain('About the temple');
    expect(srv.requests.find((q) => q.path === '/temple/about.html')?.userAgent).toBe(UA);
    expect(srv.hits('/robots.txt')).toBeGreaterThanOrEqual(1);
  });

  describe('with only the test server allowed', () => {
    // The policy lets exactly 127.0.0.1 through (the fixture server); every other private address stays refused.
    const client = (o: Partial<ConstructorParameters<typeof GuardedHttpClient>[0]> = {}) =>
      new GuardedHttpClient({
        allowPrivateHosts: false,
        userAgent: UA,
        isAddressAllowed: (ip) => ip === '127.0.0.1',
        retryBaseDelayMs: 20,
        perHostDelayMs: 0,
        ...o,
      });
    const redirect = (p: string, to: string) =>
      srv.route(p, (_q, res) => {
        res.writeHead(302, { Location: to });
        res.end();
      });

    it.each([
      ['a private IPv4 address', 'http://10.0.0.5/'],
      ['another loopback address', 'http://127.0.0.2/'],
      ['IPv6 loopback', 'http://[::1]/'],
      ['an IPv4-mapped private address', 'http://[::ffff:192.168.0.1]/'],
      ['the metadata service', 'http://169.254.169.254/latest/meta-data/iam/'],
      ['a hostname resolving to a private address', 'http://metadata.test/'],
      ['file:', 'file:///etc/passwd'],
    ])('refuses a redirect to %s', async (_label, to) => {
      const p = `/redirect-to/${encodeURIComponent(to)}`;
      redirect(p, to);
      const e = await refusal(client({ resolve }), `${srv.origin}${p}`);
      expect(e.code).toBe('refused');
      expect(srv.hits(p)).toBe(1);
    });

    it('follows up to 5 redirects and refuses a 6th', async () => {
      for (let i = 0; i < 6; i++) redirect(`/hop/${i}`, `/hop/${i + 1}`);
      srv.content('/hop/6', '<p>landed</p>');
      srv.content('/hop5/end', '<p>five</p>');
      for (let i = 0; i < 5; i++) redirect(`/hop5/${i}`, i === 4 ? '/hop5/end' : `/hop5/${i + 1}`);
      const ok = await client().getOk(`${srv.origin}/hop5/0`);
      expect(ok.url).toBe(`${srv.origin}/hop5/end`);
      const e = await refusal(client(), `${srv.origin}/hop/0`);
      expect(e.code).toBe('too_many_redirects');
      expect(srv.hits('/hop/6')).toBe(0);
    });

    it('cuts off oversized bodies: declared, streamed and decompressed (gzip bomb)', async () => {
      const max = 64 * 1024;
      srv.route('/big-declared', (_q, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Length': String(max * 10) });
        res.end(Buffer.alloc(max * 10, 'a'));
      });
      let streamedBytes = 0;
      srv.route('/big-streamed', (_q, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        const chunk = Buffer.alloc(16 * 1024, 'b');
        const timer = setInterval(() => {
          if (res.destroyed || streamedBytes > max * 200) {
            clearInterval(timer);
            res.end();
            return;
          }
          streamedBytes += chunk.length;
          res.write(chunk);
        }, 1);
        res.on('close', () => clearInterval(timer));
      });
      const bomb = zlib.gzipSync(Buffer.alloc(max * 100, 0));
      srv.route('/bomb', (_q, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip', 'Content-Length': String(bomb.length) });
        res.end(bomb);
      });
      const c = client({ maxBodyBytes: max });
      for (const p of ['/big-declared', '/big-streamed', '/bomb']) {
        const e = await refusal(c, `${srv.origin}${p}`);
        expect([p, e.code]).toEqual([p, 'too_large']);
      }
      expect(bomb.length).toBeLessThan(max); // the compressed body itself was small
      expect(streamedBytes).toBeLessThan(max * 200); // the server was cut off, not read to the end
      const gz = zlib.gzipSync(Buffer.from('<p>small & zipped</p>'));
      srv.route('/gz', (_q, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html', 'Content-Encoding': 'gzip' });
        res.end(gz);
      });
      expect((await c.getOk(`${srv.origin}/gz`)).text()).toBe('<p>small & zipped</p>');
    });

    it('gives up on slow servers: no headers, or a body that trickles', async () => {
      const held: Array<import('node:http').ServerResponse> = [];
      srv.route('/slow-headers', (_q, res) => void held.push(res));
      srv.route('/slow-body', (_q, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html' });
        const t = setInterval(() => (res.destroyed ? clearInterval(t) : res.write('.')), 50);
        res.on('close', () => clearInterval(t));
      });
      const c = client({ headersTimeoutMs: 300, bodyTimeoutMs: 400, retries: 0 });
      const e1 = await refusal(c, `${srv.origin}/slow-headers`);
      expect(e1.code).toBe('timeout');
      expect(e1.message).toMatch(/No response headers/);
      const e2 = await refusal(c, `${srv.origin}/slow-body`);
      expect(e2.code).toBe('timeout');
      expect(e2.message).toMatch(/did not arrive/);
      held.forEach((r) => r.destroy());
    });

    it('retries 429/5xx with backoff, then reports the status', async () => {
      let n = 0;
      srv.route('/flaky', (_q, res) => {
        n++;
        if (n < 3) {
          res.writeHead(n === 1 ? 503 : 429, { 'Retry-After': '0' });
          return void res.end();
        }
        res.writeHead(200, { 'Content-Type': 'text/html' });
        res.end('<p>ok</p>');
      });
      srv.route('/down', (_q, res) => {
        res.writeHead(503);
        res.end();
      });
      const c = client({ retries: 2 });
      expect((await c.getOk(`${srv.origin}/flaky`)).text()).toBe('<p>ok</p>');
      expect(srv.hits('/flaky')).toBe(3);
      const e = await refusal(c, `${srv.origin}/down`, true);
      expect([e.code, e.status]).toEqual(['http', 503]);
      expect(srv.hits('/down')).toBe(3);
    });

    it('honours robots.txt: Disallow for our user agent, 5xx = disallow all, 404 = allow all', async () => {
      srv.robots('User-agent: *\nAllow: /\n\nUser-agent: SangamBot\nDisallow: /private/\n');
      srv.content('/private/page.html', '<p>secret</p>');
      srv.content('/public/page.html', '<p>public</p>');
      const c = client();
      const e = await refusal(c, `${srv.origin}/private/page.html`);
      expect(e.code).toBe('robots');
      expect(srv.hits('/private/page.html')).toBe(0);
      expect((await c.getOk(`${srv.origin}/public/page.html`)).text()).toBe('<p>public</p>');

      srv.route('/robots.txt', (_q, res) => {
        res.writeHead(500);
        res.end();
      });
      const e2 = await refusal(client({ retries: 0 }), `${srv.origin}/public/page.html`);
      expect(e2.code).toBe('robots');
      srv.route('/robots.txt', (_q, res) => {
        res.writeHead(404);
        res.end();
      });
      expect((await client().getOk(`${srv.origin}/private/page.html`)).status).toBe(200);
      srv.robots('User-agent: *\nAllow: /\n');
      srv.route('/robots.txt', (_q, res) => {
        res.writeHead(200, { 'Content-Type': 'text/plain' });
        res.end('User-agent: *\nAllow: /\n');
      });
    });

    it('limits concurrent requests per host', async () => {
      let active = 0;
      let peak = 0;
      srv.route('/conc', (_q, res) => {
        active++;
        peak = Math.max(peak, active);
        setTimeout(() => {
          active--;
          res.writeHead(200, { 'Content-Type': 'text/html' });
          res.end('ok');
        }, 60);
      });
      const c = client({ perHostConcurrency: 2 });
      const results = await Promise.all(Array.from({ length: 6 }, () => c.getOk(`${srv.origin}/conc`)));
      expect(results.every((r) => r.status === 200)).toBe(true);
      expect(peak).toBe(2);
    });

    it('decodes the declared charset', async () => {
      srv.route('/latin1', (_q, res) => {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=iso-8859-1' });
        res.end(Buffer.from([0x43, 0x61, 0x66, 0xe9])); // "Café"
      });
      expect((await client().getOk(`${srv.origin}/latin1`)).text()).toBe('Café');
    });
  });
});
