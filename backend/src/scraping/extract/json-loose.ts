/**
 * JSON as found in real `<script type="application/ld+json">` blocks: strict JSON first; otherwise
 * a repaired copy without comments, with control characters inside strings escaped, invalid escapes
 * (`\'`) fixed and trailing commas removed; several values in a row are all returned, junk after
 * the last complete value is ignored. Returns the values that could be read (possibly none).
 */
export function parseJsonLoose(text: string): unknown[] {
  const s = text
    .trim()
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
      out += c.charCodeAt(0) < 0x20 ? (CONTROL_ESCAPES[c] ?? '') : c;
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
    } else if (c.charCodeAt(0) >= 0x20 || /\s/.test(c)) out += c; // other control characters are dropped
  }
  return out;
}

/**
 * Scans the JSON object or array opening at `open` (strings and escapes respected), at most `max` characters: `end` is
 * the index after its closing bracket, or -1 when the text ends first, with the closers still `owed` and whether it
 * ended inside a string. Linear in the value's length.
 */
export function scanValue(s: string, open: number, max = s.length): { end: number; owed: string; inString: boolean } {
  const closers: string[] = [];
  let inString = false;
  for (let i = open, stop = Math.min(s.length, open + max); i < stop; i++) {
    const c = s[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') closers.push('}');
    else if (c === '[') closers.push(']');
    else if (c === '}' || c === ']') {
      closers.pop();
      if (!closers.length) return { end: i + 1, owed: '', inString };
    }
  }
  return { end: -1, owed: closers.reverse().join(''), inString };
}

/** Splits a text into its consecutive top-level JSON objects/arrays; text between them is skipped. */
function splitValues(s: string): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < s.length; i++) {
    if (s[i] !== '{' && s[i] !== '[') continue;
    const value = scanValue(s, i);
    if (value.end < 0) {
      // An unterminated last value (truncated page): close what is open, best effort.
      if (!value.inString) chunks.push(s.slice(i).replace(/,\s*$/, '') + value.owed);
      break;
    }
    chunks.push(s.slice(i, value.end));
    i = value.end - 1;
  }
  return chunks;
}
