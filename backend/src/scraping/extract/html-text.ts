import { cheerio } from '../../common/lazy';

const BLOCK = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'tr',
  'table',
  'section',
  'article',
  'blockquote',
  'pre',
  'hr',
]);
const HIDDEN = new Set(['script', 'style', 'noscript']);
/** Markup read, and text returned: a stored description is at most 10,000 characters anyway. */
const MAX_HTML = 100_000;
const MAX_TEXT = 10_000;

/** The parts of a parsed DOM node (domhandler, as cheerio builds it) that text extraction reads. */
export interface DomNode {
  type: string;
  name?: string;
  data?: string;
  children?: DomNode[];
}

/**
 * The text under a node, with a line break around every element named in `blocks` and for every <br>,
 * leaving out the elements named in `hidden` and comments. Iterative and linear in the size of the tree
 * (cheerio's insert-per-element approach is quadratic on long runs of siblings).
 */
export function textWithBreaks(root: DomNode, blocks: ReadonlySet<string>, hidden: ReadonlySet<string>): string {
  const out: string[] = [];
  const stack: Array<DomNode | '\n'> = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (n === '\n') out.push(n);
    else if (n.type === 'text') out.push(n.data ?? '');
    else if (n.type !== 'comment' && n.children) {
      const name = n.name?.toLowerCase();
      if (n !== root && name && hidden.has(name)) continue;
      if (name === 'br') {
        out.push('\n');
        continue;
      }
      if (name && blocks.has(name)) {
        out.push('\n');
        stack.push('\n');
      }
      for (let i = n.children.length - 1; i >= 0; i--) stack.push(n.children[i]);
    }
  }
  return out.join('');
}

/**
 * Plain text from a string that may hold HTML markup and entities (descriptions in JSON-LD and
 * feeds often do): block elements become line breaks, entities are decoded, whitespace tidied.
 */
export function htmlToText(input: string | null | undefined): string {
  const s = (input ?? '').slice(0, MAX_HTML);
  let text = /[<&]/.test(s) ? markupText(s) : s;
  // Escaped once more than markup should be (CMS output: "&lt;p&gt;…", "&amp;#039;"): markup that decoding revealed is
  // read as markup, and entities left are decoded again — twice at most.
  for (let pass = 0; pass < 2; pass++) {
    if (ESCAPED_MARKUP.test(text)) text = markupText(text.slice(0, MAX_HTML));
    else if (ENTITY.test(text))
      text = markupText(text.replace(/</g, '&lt;')); // entities only: a '<' stays text
    else break;
  }
  return tidy(text.slice(0, MAX_TEXT * 2)).slice(0, MAX_TEXT);
}

const ENTITY = /&(#\d+|#x[\da-f]+|[a-z]+);/i;
/** Ordinary text markup (what a double-escaped description holds), not a bare '<' in prose ("a < b", "<3"). */
const ESCAPED_MARKUP = /<\/?(?:p|br|div|span|strong|em|b|i|u|a|ul|ol|li|h[1-6]|table|tr|td)\b[^<>]{0,200}>/i;

/** The text of a fragment of markup: block elements and <br> become line breaks, entities are decoded. */
function markupText(html: string): string {
  const root = cheerio().load(html, null, false).root().get(0) as unknown as DomNode;
  return textWithBreaks(root, BLOCK, HIDDEN);
}

/** One-line text (titles, venues): entities decoded, markup dropped, whitespace collapsed. */
export function cleanLine(input: string | null | undefined): string {
  return htmlToText(input).replace(/\s+/g, ' ').trim();
}

function tidy(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex -- control characters are what this removes
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/g, '')
      .replace(/[ \t\u00a0]+/g, ' ')
      .replace(/ *\n */g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  );
}
