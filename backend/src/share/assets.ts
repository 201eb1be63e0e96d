import * as fs from 'node:fs';
import * as path from 'node:path';

/** A file or folder in backend/assets (fonts, the widget's script), from the sources or the built app. */
export function assetPath(name: string): string {
  let dir = __dirname;
  for (let i = 0; i < 5; i++) {
    const candidate = path.join(dir, 'assets', name);
    if (fs.existsSync(candidate)) return candidate;
    dir = path.dirname(dir);
  }
  throw new Error(`backend/assets/${name} not found`);
}
