import { cheerio } from '../../common/lazy';

const BLOCK = 'p,div,li,ul,ol,h1,h2,h3,h4,h5,h6,tr,table,section,article,blockquote,pre,hr';

/**
 * Plain text from a string that may hold HTML markup and entities (descriptions in JSON-LD and
 * feeds often do): block elements become line breaks, entities are decoded, whitespace tidied.
 */
export function htmlToText(input: string | null | undefined): string {
  if (input === null || input === undefined) return '';
  const s = String(input);
  let text: string;
  if (!/[<&]/.test(s)) text = s;
  else {
    const $ = cheerio().load(`<div id="__x">${s}</div>`, null, false);
    $('script,style,noscript').remove();
    $('br').replaceWith('\n');
    $(BLOCK).each((_, el) => {
      $(el).before('\n');
      $(el).after('\n');
    });
    text = $('#__x').text();
    // Entities that were themselves escaped (&amp;#039;) are common in CMS output: decode once more.
    if (/&(#\d+|#x[\da-f]+|[a-z]+);/i.test(text))
      text = cheerio()
        .load(
          `<div id="__x">${text.replace(/</g, '&lt;')}</div>`,
          null,
          false,
        )('#__x')
        .text();
  }
  return tidy(text);
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
