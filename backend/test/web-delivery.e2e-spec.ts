import * as fs from 'node:fs';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import * as path from 'node:path';
import * as zlib from 'node:zlib';
import { PUBLIC_ROUTES } from '@sangam/shared';
import { makeEvent, makeOrganization } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

/**
 * How the public site's HTML and assets are delivered fast (backend/src/web): the event embedded in
 * its page, the page module and first API requests asked for from the HTML, Brotli copies of assets.
 */
describe('public site delivery', () => {
  const dist = path.resolve(__dirname, '../../public-web/dist');
  let t: TestApp;
  let base: string;
  let manifest: Record<string, { file: string; css?: string[]; isEntry?: boolean }>;

  const embedded = (html: string) => {
    const m = /<script type="application\/json" id="sangam-event">([\s\S]*?)<\/script>/.exec(html);
    return m ? m[1] : null;
  };
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));
  const chunk = (src: string) => {
    expect(manifest[src]).toBeDefined();
    return manifest[src];
  };

  /** A raw GET (no automatic decompression): status, headers and the bytes as sent. */
  const raw = (p: string, headers: Record<string, string>) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${base}${p}`, { headers }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (d: Buffer) => parts.push(d));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(parts) }));
        })
        .on('error', reject);
    });

  beforeAll(async () => {
    if (!fs.existsSync(path.join(dist, '.vite/manifest.json'))) {
      throw new Error('public-web is not built: run `npm run build` (npm test does) before this suite');
    }
    manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
    t = await createTestApp();
    const server = t.app.getHttpServer() as http.Server;
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('an event page embeds the event as GET /api/events/:id answers anyone, so it renders without a request', async () => {
    const org = await makeOrganization(t.ds, { name: 'Chicago Tamil Sangam', website: 'https://cts.example.org' });
    const e = await makeEvent(t.ds, {
      title: 'Pongal </script><script>alert(1)</script> Celebration',
      description: 'Sweet pongal & kolam contest.\n<!-- not a comment --> \u2028 line',
      organizationId: org.id,
    });
    const html = (await t.http.get(`/event/${e.id}`).expect(200)).text;
    const data = embedded(html);
    expect(data).not.toBeNull();
    // Nothing in it can end the script element or start markup.
    expect(data).not.toMatch(/[<>\u2028\u2029]/);
    expect(head(html)).not.toContain('<script>alert');
    const api = await t.http.get(`/api/events/${e.id}`).expect(200);
    expect(JSON.parse(data!)).toEqual(api.body);
  });

  it('hidden, unknown and malformed event ids embed nothing', async () => {
    const pending = await makeOrganization(t.ds, { isApproved: false });
    const hidden = await makeEvent(t.ds, { title: 'Pending Org Picnic', organizationId: pending.id });
    for (const p of [`/event/${hidden.id}`, '/event/00000000-0000-4000-8000-000000000000', '/event/not-a-uuid']) {
      const html = (await t.http.get(p).expect(404)).text;
      expect(embedded(html)).toBeNull();
      expect(html).not.toContain('Pending Org Picnic');
    }
  });

  it("each lazily loaded page's HTML asks for the page's module and stylesheet at once, after the main stylesheet", async () => {
    // The routes (@sangam/shared) and their page modules, as public-web/src/app/router.tsx imports them lazily.
    const router = fs.readFileSync(path.resolve(__dirname, '../../public-web/src/app/router.tsx'), 'utf8');
    const modules = new Map(
      [...router.matchAll(/(\w+)(?::| =) lazy\(\(\) => import\('\.\.\/([^']+)'\)\)/g)].map((x) => [x[1], `src/${x[2]}.tsx`]),
    );
    const routes = [...Object.entries(PUBLIC_ROUTES).map(([name, route]) => [route, name] as const), ['*', 'NotFoundPage'] as const];
    expect(routes.length).toBeGreaterThanOrEqual(10);
    const entryCss = Object.values(manifest).find((c) => c.isEntry)!.css![0];
    let checked = 0;
    for (const [route, component] of routes) {
      const src = modules.get(component);
      if (!src) continue; // the home page is in the main bundle
      const url = route === '*' ? '/no/such/page' : route.replace(/:id/, '00000000-0000-4000-8000-000000000000');
      const res = await t.http.get(url);
      // An event page of an unknown event is the event page's module with status 404.
      expect(res.status).toBe(route === '*' || route === PUBLIC_ROUTES.event ? 404 : 200);
      const h = head(res.text);
      const page = chunk(src);
      expect(h).toContain(`<link rel="modulepreload" crossorigin href="/${page.file}" />`);
      for (const css of page.css ?? [])
        expect(h.indexOf(`<link rel="stylesheet" crossorigin href="/${css}" />`)).toBeGreaterThan(h.indexOf(entryCss));
      // No other page's module.
      for (const other of modules.values()) if (other !== src) expect(h).not.toContain(`href="/${manifest[other].file}"`);
      checked++;
    }
    expect(checked).toBe(modules.size);
  });

  it("the home page's HTML preloads its first requests (only when opened without a query), and they are valid", async () => {
    const home = head((await t.http.get('/').expect(200)).text);
    const preloads = [...home.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)" \/>/g)].map((m) =>
      m[1].replace(/&amp;/g, '&'),
    );
    expect(preloads).toEqual([
      '/api/events?sortBy=date&sortOrder=asc&fields=card&series=next&limit=24&offset=0',
      '/api/stats',
      '/api/festivals/upcoming',
    ]);
    for (const module of Object.values(manifest)) if (!module.isEntry && /Page-/.test(module.file)) expect(home).not.toContain(module.file);
    const list = await t.http.get(preloads[0]).expect(200);
    expect(list.headers['x-total-count']).toBeDefined();
    await t.http.get(preloads[1]).expect(200);
    for (const p of ['/?q=garba', '/?view=saved', '/contact']) expect((await t.http.get(p)).text).not.toContain('rel="preload" as="fetch"');
  });

  it('sends the Brotli copy of a built asset to browsers that accept br, and the file itself to others', async () => {
    const entry = Object.values(manifest).find((c) => c.isEntry)!;
    const file = fs.readFileSync(path.join(dist, entry.file));
    const br = await raw(`/${entry.file}`, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(zlib.brotliDecompressSync(br.body).equals(file)).toBe(true);
    expect(br.body.length).toBeLessThan(zlib.gzipSync(file).length);

    const css = entry.css![0];
    const brCss = await raw(`/${css}`, { 'Accept-Encoding': 'br' });
    expect(brCss.headers['content-type']).toMatch(/^text\/css/);
    expect(zlib.brotliDecompressSync(brCss.body).equals(fs.readFileSync(path.join(dist, css)))).toBe(true);

    const gz = await raw(`/${entry.file}`, { 'Accept-Encoding': 'gzip' });
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).equals(file)).toBe(true);
    const plain = await raw(`/${entry.file}`, { 'Accept-Encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(file)).toBe(true);

    const missing = await raw('/assets/nope-123.js', { 'Accept-Encoding': 'br' });
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
  });
});
