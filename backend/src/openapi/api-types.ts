import { execFileSync } from 'node:child_process';
import * as fs from 'node:fs';
import * as path from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';

/** The web apps' API types, generated from the OpenAPI document (exported by @sangam/shared). */
export const API_TYPES_FILE = path.resolve(__dirname, '../../../shared/src/api-types.ts');
const RENDER = path.resolve(__dirname, '../../scripts/render-api-types.mjs');

/** The TypeScript text of API_TYPES_FILE for `doc` (rendered by a Node script: see render-api-types.mjs). */
export function renderApiTypes(doc: OpenAPIObject): string {
  return execFileSync(process.execPath, [RENDER, API_TYPES_FILE], { input: JSON.stringify(doc), encoding: 'utf8', maxBuffer: 64 << 20 });
}

export function readApiTypes(): string | null {
  return fs.existsSync(API_TYPES_FILE) ? fs.readFileSync(API_TYPES_FILE, 'utf8') : null;
}
