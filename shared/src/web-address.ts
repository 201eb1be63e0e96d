/** A host name first ('ganeshmandir.org', 'www.x.org/tickets?a=1'): a web address typed without its scheme. */
const SCHEMELESS_HOST = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}(?::\d{1,5})?(?:[/?#]|$)/i;

/**
 * A web address typed without a scheme gets https:// ('ganeshmandir.org' → 'https://ganeshmandir.org');
 * anything else is returned trimmed, for the address checks to judge. The event form and the API both use it.
 */
export function completeWebAddress(input: string): string {
  const s = input.trim();
  return SCHEMELESS_HOST.test(s) ? `https://${s}` : s;
}
