import { createContext, lazy, ReactNode, startTransition, Suspense, useCallback, useContext, useEffect, useState } from 'react';

/**
 * Toasts (spec section 9): one visible at a time, shown 5000 ms, a 50 px swipe to the right
 * dismisses, F8 focuses the notification region. Radix UI's Toast primitives do exactly this;
 * they live in toast-host.tsx, loaded right after the first paint (or at the first toast) so the
 * home page's first download stays small.
 */
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

export interface ToastState extends ToastOptions {
  id: number;
}

const ToastContext = createContext<(t: ToastOptions) => void>(() => undefined);

const ToastHost = lazy(() => import('./toast-host'));

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const [hostWanted, setHostWanted] = useState(false);
  const toast = useCallback((t: ToastOptions) => {
    setHostWanted(true);
    setCurrent({ ...t, id: Date.now() + Math.random() });
  }, []);
  const onClosed = useCallback((id: number) => setCurrent((c) => (c?.id === id ? null : c)), []);
  useEffect(() => {
    const w = window as Window & { requestIdleCallback?: (cb: () => void, o?: { timeout: number }) => number };
    // A transition: mounting the host is background work, done in short slices.
    const load = () => startTransition(() => setHostWanted(true));
    if (w.requestIdleCallback) w.requestIdleCallback(load, { timeout: 2000 });
    else setTimeout(load, 500);
  }, []);
  return (
    <ToastContext.Provider value={toast}>
      {children}
      {hostWanted && (
        <Suspense fallback={null}>
          <ToastHost current={current} onClosed={onClosed} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

export function useToast(): (t: ToastOptions) => void {
  return useContext(ToastContext);
}
