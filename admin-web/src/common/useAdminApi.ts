import { useMemo } from 'react';
import { useLogoutIfAccessDenied } from 'react-admin';
import { dataProvider } from '../dataProvider';

type Methods = typeof dataProvider;

/**
 * The data provider's methods for custom pages. A 401 signs the admin out (react-admin's
 * checkError); unlike react-admin's own proxy, every failure still rejects, so a page never
 * reports success for a call that failed.
 */
export function useAdminApi(): Methods {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  return useMemo(
    () =>
      new Proxy(dataProvider, {
        get(target, name: string | symbol) {
          const value = (target as Record<string | symbol, unknown>)[name];
          if (typeof value !== 'function') return value;
          return async (...args: unknown[]) => {
            try {
              return await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            } catch (err) {
              await logoutIfAccessDenied(err).catch(() => undefined);
              throw err;
            }
          };
        },
      }),
    [logoutIfAccessDenied],
  );
}
