import 'reflect-metadata';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { API_TYPES_FILE, readApiTypes, renderApiTypes } from './api-types';
import { offlineOpenApiDocument } from './openapi';

/** `npm run api:types`: writes the web apps' API types from the OpenAPI document (no database needed). */
async function main(): Promise<void> {
  const text = renderApiTypes(await offlineOpenApiDocument());
  const where = path.relative(process.cwd(), API_TYPES_FILE);
  if (readApiTypes() === text) {
    process.stdout.write(`[api:types] ${where} is up to date\n`);
    return;
  }
  fs.writeFileSync(API_TYPES_FILE, text);
  process.stdout.write(`[api:types] wrote ${where}\n`);
}

main().catch((e: unknown) => {
  process.stderr.write(`[api:types] ${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
