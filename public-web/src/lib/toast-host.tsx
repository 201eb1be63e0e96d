import * as ToastPrimitive from '@radix-ui/react-toast';
import type { ToastState } from './toast';

const TOAST_DURATION_MS = 5000;

/**
 * The Radix UI toast machinery (loaded after the first paint, see toast.tsx): one toast at a time,
 * 5000 ms, a 50 px swipe to the right dismisses, F8 focuses the notification region.
 */
export default function ToastHost({ current, onClosed }: { current: ToastState | null; onClosed: (id: number) => void }) {
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {current && (
        <ToastPrimitive.Root
          key={current.id}
          className={`toast toast-${current.variant ?? 'default'}`}
          onOpenChange={(open) => {
            if (!open) onClosed(current.id);
          }}
        >
          <ToastPrimitive.Title className="toast-title">{current.title}</ToastPrimitive.Title>
          {current.description && (
            <ToastPrimitive.Description className="toast-description">{current.description}</ToastPrimitive.Description>
          )}
          <ToastPrimitive.Close className="toast-close" aria-label="Close">
            ×
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      )}
      <ToastPrimitive.Viewport className="toast-viewport" hotkey={['F8']} label="Notifications ({hotkey})" />
    </ToastPrimitive.Provider>
  );
}
