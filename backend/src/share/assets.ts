import * as fs from 'node:fs';
import * as path from 'node:path';

/** `relative` in the nearest of this folder and its parents that has it (the sources' or the built app's tree), or null. */
export function findUp(relative: string): string | null {
  for (let i = 0, dir = __dirname; i < 6; i++, dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, relative))) return path.join(dir, relative);
  }
  return null;
}

/** A file or folder in backend/assets (fonts, the widget's script), from the sources or the built app. */
export function assetPath(name: string): string {
  const found = findUp(path.join('assets', name));
  if (!found) throw new Error(`backend/assets/${name} not found`);
  return found;
}
