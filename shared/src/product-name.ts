/** The product name (PRODUCT_NAME on the server), handed to the web apps' pages in a meta tag (both apps read it here). */
export function productName(): string {
  const meta = typeof document !== 'undefined' ? document.querySelector('meta[name="sangam:product"]') : null;
  return meta?.getAttribute('content') || 'Sangam';
}
