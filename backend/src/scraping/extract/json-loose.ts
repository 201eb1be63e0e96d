/**
 * JSON as found in real `<script type="application/ld+json">` blocks: strict JSON first; otherwise
 * a repaired copy without comments, with control characters inside strings escaped, invalid escapes
 * (`\'`) fixed and trailing commas removed; several values in a row are all returned, junk after
 * the last complete value is ignored. Returns the values that could be read (possibly none).
 */
export function parseJsonLoose(text: string): unknown[] {
  let s = text.trim();
  s = s
    .replace(/^\s*(<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
    .replace(/(-->|\/\/\s*\]\]>|\]\]>)\s*$/, '')
    .trim();
  if (!s) return [];
  try {
    return [JSON.parse(s)];
  } catch {
    /* repaired below */
  }
  const values: unknown[] = [];
  for (const chunk of splitValues(repair(s))) {
    try {
      values.push(JSON.parse(chunk));
    } catch {
      /* an unreadable chunk is skipped */
    }
  }
  return values;
}

const CONTROL_ESCAPES: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\b': '\\b', '\f': '\\f' };
const VALID_ESCAPE = /["\\/bfnrtu]/;

/** Removes comments and trailing commas, escapes raw control characters in strings. */
function repair(s: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (inString) {
      if (c === '\\') {
        const n = s[i + 1];
        if (n !== undefined && VALID_ESCAPE.test(n)) {
          if (n === 'u' && !/^[\da-fA-F]{4}$/.test(s.slice(i + 2, i + 6))) {
            out += '\\\\';
            continue;
          }
          out += c + n;
          i++;
        } else if (n === "'") {
          out += "'";
          i++;
        } else out += '\\\\';
        continue;
      }
      if (c === '"') inString = false;
      const code = c.charCodeAt(0);
      if (code < 0x20) out += CONTROL_ESCAPES[c] ?? '';
      else out += c;
      continue;
    }
    if (c === '"') {
      inString = true;
      out += c;
    } else if (c === '/' && s[i + 1] === '/') {
      while (i < s.length && s[i] !== '\n') i++;
    } else if (c === '/' && s[i + 1] === '*') {
      const end = s.indexOf('*/', i + 2);
      i = end < 0 ? s.length : end + 1;
    } else if (c === ',') {
      let j = i + 1;
      while (j < s.length && /\s/.test(s[j])) j++;
      if (s[j] === '}' || s[j] === ']') continue; // trailing comma
      out += c;
    } else if (c.charCodeAt(0) < 0x20 && !/\s/.test(c)) {
      continue;
    } else out += c;
  }
  return out;
}

/** Splits a text into its consecutive top-level JSON objects/arrays (bracket matching outside strings). */
function splitValues(s: string): string[] {
  const chunks: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') {
      if (depth > 0) inString = true;
    } else if (c === '{' || c === '[') {
      if (depth === 0) start = i;
      depth++;
    } else if (c === '}' || c === ']') {
      if (depth === 0) continue;
      depth--;
      if (depth === 0 && start >= 0) {
        chunks.push(s.slice(start, i + 1));
        start = -1;
      }
    }
  }
  // An unterminated last value (truncated page): close what is open, best effort.
  if (depth > 0 && start >= 0) {
    const tail = s.slice(start);
    const stack: string[] = [];
    let str = false;
    for (let i = 0; i < tail.length; i++) {
      const c = tail[i];
      if (str) {
        if (c === '\\') i++;
        else if (c === '"') str = false;
      } else if (c === '"') str = true;
      else if (c === '{') stack.push('}');
      else if (c === '[') stack.push(']');
      else if (c === '}' || c === ']') stack.pop();
    }
    if (!str) chunks.push(tail.replace(/,\s*$/, '') + stack.reverse().join(''));
  }
  return chunks;
}
