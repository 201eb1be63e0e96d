import 'reflect-metadata';
import { readApiTypes, renderApiTypes } from './api-types';
import { offlineOpenApiDocument } from './openapi';

describe('the generated API types (shared/src/api-types.ts)', () => {
  it('match the OpenAPI document the backend builds now (else: npm run api:types)', async () => {
    const expected = renderApiTypes(await offlineOpenApiDocument());
    const actual = readApiTypes();
    if (actual !== expected) {
      throw new Error('shared/src/api-types.ts is stale: run `npm run api:types` and commit the result');
    }
  });
});
