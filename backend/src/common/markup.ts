/**
 * Characters XML 1.0 cannot carry at all, not even as a reference: C0 controls but tab and line breaks,
 * unpaired surrogates, U+FFFE and U+FFFF. Organizers' text may hold them; a feed with one is not XML.
 */
const NOT_XML_CHARS =
  // eslint-disable-next-line no-control-regex -- these control characters are what the pattern removes
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * Text as XML or HTML character data or a quoted attribute value: the five markup characters as
 * entities (`&#39;` is read by XML and HTML alike) and characters XML cannot hold dropped. The one
 * escape of the product's markup: feeds, the sitemap, page heads, mails, posters and the widget.
 */
export function escapeMarkup(text: string): string {
  return text.replace(NOT_XML_CHARS, '').replace(/[&<>"']/g, (c) => ENTITIES[c]);
}

/** Text without the control characters iCalendar and XML refuse (tab and line breaks kept). */
export function withoutControls(text: string): string {
  return text.replace(NOT_XML_CHARS, '');
}
