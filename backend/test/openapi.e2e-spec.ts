import type { OpenAPIObject } from '@nestjs/swagger';
import Ajv, { ValidateFunction } from 'ajv';
import sharp from 'sharp';
import { offlineOpenApiDocument } from '../src/openapi/openapi';
import { PageViewsService } from '../src/community/page-views.service';
import { adminToken, BROWSER_USER_AGENT, makeEvent, makeOrganization, organizerToken } from './support/factories';
import { createTestApp, TestApp } from './support/test-app';

type Json = Record<string, unknown>;

/**
 * The document's schemas for a JSON Schema validator: every object schema closed
 * (`additionalProperties: false`, so a field the API sends but the schema lacks fails), and a
 * nullable reference (`nullable` beside `allOf: [$ref]`) spelled as "that, or null".
 */
function strict(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strict);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Json = {};
  for (const [k, v] of Object.entries(schema as Json)) out[k] = k === 'example' ? v : strict(v);
  if (out.properties && out.additionalProperties === undefined) out.additionalProperties = false;
  if (out.nullable === true && out.allOf) return { anyOf: [{ allOf: out.allOf }, { type: 'null' }] };
  return out;
}

/** A validator of an operation's JSON answer for `status`, against the document's schemas. */
function answerValidator(doc: OpenAPIObject, method: string, path: string, status: number): ValidateFunction {
  const operation = (doc.paths[path] as Record<string, { responses: Record<string, { content?: Json }> }>)[method];
  const schema = (operation.responses[String(status)].content?.['application/json'] as { schema: Json } | undefined)?.schema;
  if (!schema) throw new Error(`${method.toUpperCase()} ${path} documents no JSON answer for ${status}`);
  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });
  return ajv.compile({ ...schema, components: strict(doc.components) });
}

describe('OpenAPI document', () => {
  let t: TestApp;
  let doc: OpenAPIObject;
  beforeAll(async () => {
    [t, doc] = await Promise.all([createTestApp(), offlineOpenApiDocument()]);
  });
  afterAll(() => t.close());

  it('is served at /api/docs-json exactly as `npm run api:types` builds it without a database', async () => {
    const served = await t.http.get('/api/docs-json').expect(200);
    expect(served.body.paths).toEqual(doc.paths);
    expect(served.body.components).toEqual(doc.components);
  });

  it('describes the answers the API really gives: every field documented, with its type and nullability', async () => {
    const org = await makeOrganization(t.ds, {
      isRegistered: true,
      eventsPageUrl: 'https://example.org/events',
      description: 'Tamil programs',
    });
    const pendingOrg = await makeOrganization(t.ds, { isApproved: false, name: 'Pending Sangam' });
    const event = await makeEvent(t.ds, { organizationId: org.id, price: 12.5, isFree: false, priceText: '$10-15' });
    await makeEvent(t.ds, { organizationId: pendingOrg.id, isApproved: false, title: 'Pending Puja' });
    const organizer = await organizerToken(t.app, org);
    const admin = await adminToken(t.app);
    const session = 'anon-3f9c2a71-5b1e-4c1d-9a0e-2b7f7c1d8e4a';
    // A visitor's page view (which gives it the session cookie), then its save: the event has insights.
    const view = await t.http
      .post('/api/page-views')
      .set('User-Agent', BROWSER_USER_AGENT)
      .send({ page: `/event/${event.id}`, eventId: event.id });
    await t.http
      .post('/api/saved-events')
      .set('User-Agent', BROWSER_USER_AGENT)
      .set('Cookie', String(view.headers['set-cookie']).split(';')[0])
      .send({ eventId: event.id, userSession: session })
      .expect(201);
    await t.app.get(PageViewsService).flush();
    await t.http.post('/api/contact').send({ name: 'Asha', email: 'asha@example.org', subject: 'Hello', message: 'Hello there' });

    const checks: Array<[path: string, url: string, token?: string]> = [
      ['/api/events', '/api/events'],
      ['/api/events/{id}', `/api/events/${event.id}`],
      ['/api/events/{id}', `/api/events/${event.id}`, organizer],
      ['/api/stats', '/api/stats'],
      ['/api/saved-events', `/api/saved-events?userSession=${session}`],
      ['/api/organizations', '/api/organizations', admin],
      ['/api/org/me', '/api/org/me', organizer],
      ['/api/organizations/{id}/events', `/api/organizations/${org.id}/events`, organizer],
      ['/api/admin/me', '/api/admin/me', admin],
      ['/api/admin/summary', '/api/admin/summary', admin],
      ['/api/admin/events', '/api/admin/events', admin],
      ['/api/admin/events/{id}', `/api/admin/events/${event.id}`, admin],
      ['/api/admin/events/pending', '/api/admin/events/pending', admin],
      ['/api/admin/organizations', '/api/admin/organizations', admin],
      ['/api/admin/organizations/{id}', `/api/admin/organizations/${org.id}`, admin],
      ['/api/admin/organizations/pending', '/api/admin/organizations/pending', admin],
      ['/api/admin/contact-messages', '/api/admin/contact-messages', admin],
      ['/api/admin/community-stats', '/api/admin/community-stats', admin],
      ['/api/scraping/sources', '/api/scraping/sources', admin],
      ['/api/scraping/status', '/api/scraping/status', admin],
      ['/api/scraping/runs', '/api/scraping/runs', admin],
      ['/api/events/{id}/insights', `/api/events/${event.id}/insights`, organizer],
      ['/api/organizations/{id}/insights', `/api/organizations/${org.id}/insights`, organizer],
      ['/api/admin/statistics', '/api/admin/statistics', admin],
    ];
    const image = await t.http
      .post('/api/images')
      .set('Authorization', `Bearer ${organizer}`)
      .attach(
        'image',
        await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c0ffee' } })
          .png()
          .toBuffer(),
        'a.png',
      )
      .expect(201);
    const imageAnswer = answerValidator(doc, 'post', '/api/images', 201);
    const problems: string[] = imageAnswer(image.body) ? [] : [`POST /api/images: ${JSON.stringify(imageAnswer.errors)}`];
    for (const [path, url, token] of checks) {
      const req = t.http.get(url);
      if (token) req.set('Authorization', `Bearer ${token}`);
      const res = await req;
      if (res.status !== 200) {
        problems.push(`GET ${url}: status ${res.status}`);
        continue;
      }
      const validate = answerValidator(doc, 'get', path, 200);
      if (!validate(res.body)) problems.push(`GET ${url}: ${JSON.stringify(validate.errors?.slice(0, 5))}`);
    }
    // The lists above were not empty, so their items were checked too.
    expect((await t.http.get('/api/admin/events/pending').set('Authorization', `Bearer ${admin}`)).body).toHaveLength(1);
    expect(
      (await t.http.get(`/api/organizations/${org.id}/insights`).set('Authorization', `Bearer ${organizer}`)).body.events,
    ).toHaveLength(1);
    expect(problems).toEqual([]);
  });
});
