/**
 * The home page's last query string (its search, filters and sort), so "← Back to Events" on an
 * event or organization page returns to the same view. Kept for the tab's life (sessionStorage).
 */
const KEY = 'sangamListing';
let memory = '';

export function rememberListing(search: string): void {
  memory = search;
  try {
    sessionStorage.setItem(KEY, search);
  } catch {
    /* storage disabled: memory only */
  }
}

/** '/' with the last listing's query, e.g. '/?zip=08817&radius=25&when=weekend'. */
export function listingHref(): string {
  let search = memory;
  try {
    search = sessionStorage.getItem(KEY) ?? memory;
  } catch {
    /* storage disabled */
  }
  return search ? `/?${search}` : '/';
}
