import { offlineOpenApiDocument } from '../src/openapi/openapi';
import { createTestApp, TestApp } from './support/test-app';

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is served at /api/docs-json exactly as `npm run api:types` builds it without a database', async () => {
    const served = await t.http.get('/api/docs-json').expect(200);
    const offline = await offlineOpenApiDocument();
    expect(served.body.paths).toEqual(offline.paths);
    expect(served.body.components).toEqual(offline.components);
  });
});
