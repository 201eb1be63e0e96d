import { useEffect } from 'react';
import { headerTitle } from './product';

/** Sets the tab title: '<page> | <product> - Community Events', or the header title alone. */
export function useDocumentTitle(page?: string | null): void {
  useEffect(() => {
    document.title = page ? `${page} | ${headerTitle()}` : headerTitle();
  }, [page]);
}
