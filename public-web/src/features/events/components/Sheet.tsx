import { ReactNode, useEffect, useId, useRef } from 'react';
import { CloseIcon } from '../../../components/icons';
import './sheet.css';

/**
 * A modal sheet: a native <dialog> (focus kept inside, Escape closes, the page behind inert),
 * sliding up from the bottom on a phone and centred on wider screens. A tap on the backdrop closes it; focus
 * returns to the control that opened it.
 */
export function Sheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    const dialog = ref.current!;
    // The control that opened the sheet gets focus back when it closes (its close button, Escape or "Show events").
    const opener = document.activeElement;
    if (!dialog.open) dialog.showModal();
    const onCloseEvent = () => close.current();
    dialog.addEventListener('close', onCloseEvent);
    return () => {
      dialog.removeEventListener('close', onCloseEvent);
      if (dialog.open) dialog.close();
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className="sheet"
      aria-labelledby={titleId}
      // The dialog box fills the sheet; a click on the dialog element itself is on the backdrop.
      onClick={(e) => e.target === ref.current && ref.current.close()}
    >
      <div className="sheet-body">
        <div className="sheet-header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-btn" aria-label="Close" onClick={() => ref.current?.close()}>
            <CloseIcon />
          </button>
        </div>
        {children}
      </div>
    </dialog>
  );
}
