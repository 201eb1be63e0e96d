/**
 * A text's letters and digits joined by '-', accents dropped, at most `max` characters (links, file names):
 * 'Navaratri Garba Night' → 'navaratri-garba-night'.
 */
export function slugOf(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max);
}
