/** The product name (PRODUCT_NAME on the server), handed to the page in a meta tag. */
export function productName(): string {
  const meta = typeof document !== 'undefined' ? document.querySelector('meta[name="sangam:product"]') : null;
  return meta?.getAttribute('content') || 'Sangam';
}

export function headerTitle(): string {
  return `${productName()} - Community Events`;
}
