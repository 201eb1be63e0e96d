import * as ToastPrimitive from '@radix-ui/react-toast';
import { createContext, ReactNode, useCallback, useContext, useState } from 'react';

/**
 * Toasts (spec section 9): one visible at a time, shown 5000 ms, a 50 px swipe to the right
 * dismisses, F8 focuses the notification region. Radix UI's Toast primitives do exactly this.
 */
export interface ToastOptions {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive' | 'success';
}

interface ToastState extends ToastOptions {
  id: number;
}

const ToastContext = createContext<(t: ToastOptions) => void>(() => undefined);

export const TOAST_DURATION_MS = 5000;

export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const toast = useCallback((t: ToastOptions) => setCurrent({ ...t, id: Date.now() + Math.random() }), []);
  return (
    <ToastContext.Provider value={toast}>
      <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
        {children}
        {current && (
          <ToastPrimitive.Root
            key={current.id}
            className={`toast toast-${current.variant ?? 'default'}`}
            onOpenChange={(open) => {
              if (!open) setCurrent((c) => (c?.id === current.id ? null : c));
            }}
          >
            <ToastPrimitive.Title className="toast-title">{current.title}</ToastPrimitive.Title>
            {current.description && <ToastPrimitive.Description className="toast-description">{current.description}</ToastPrimitive.Description>}
            <ToastPrimitive.Close className="toast-close" aria-label="Close">
              ×
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        )}
        <ToastPrimitive.Viewport className="toast-viewport" hotkey={['F8']} label="Notifications ({hotkey})" />
      </ToastPrimitive.Provider>
    </ToastContext.Provider>
  );
}

export function useToast(): (t: ToastOptions) => void {
  return useContext(ToastContext);
}
