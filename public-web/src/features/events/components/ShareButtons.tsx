import type { ReactNode } from 'react';
import useSWR from 'swr';
import { apiUrl } from '@sangam/shared';
import type { ApiQuery } from '@sangam/shared';
import { ShareIcon } from '../../../components/page-icons';
import { useToast } from '../../../lib/toast';

/** Puts text on the clipboard (the async Clipboard API, else a hidden textarea); false when neither works. */
async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* fall back below */
  }
  try {
    const ta = document.createElement('textarea');
    ta.value = text;
    ta.setAttribute('readonly', '');
    ta.style.position = 'fixed';
    ta.style.opacity = '0';
    document.body.appendChild(ta);
    ta.select();
    const ok = document.execCommand('copy');
    ta.remove();
    return ok;
  } catch {
    return false;
  }
}

/**
 * Share an event or an organization: the device's own share sheet where the browser has one
 * (navigator.share: phones, Safari, Chrome on Windows and macOS); elsewhere Facebook, Twitter/X,
 * WhatsApp (new tabs, no opener). Copy link (with a toast) in both; `children` adds buttons to the group
 * (the share card image, Copy for WhatsApp, the QR poster: docs/sharing.md). `onShared` is told of each share
 * that happened (a share sheet completed, a link copied, a network's page opened): the event's insights.
 */
export function ShareButtons({
  title,
  url,
  label = 'Share this event',
  onShared,
  children,
}: {
  title: string;
  url: string;
  label?: string;
  onShared?: () => void;
  children?: ReactNode;
}) {
  const toast = useToast();
  const copy = async () => {
    const ok = await copyText(url);
    if (ok) onShared?.();
    toast(
      ok
        ? { title: 'Link copied', description: 'The link is on your clipboard.', variant: 'success' }
        : { title: 'Could not copy the link', description: url, variant: 'destructive' },
    );
  };
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    return (
      <div className="share" role="group" aria-label={label}>
        <button
          type="button"
          className="btn btn-sm"
          // A dismissed share sheet rejects (AbortError): nothing shared, nothing reported.
          onClick={() =>
            void navigator
              .share({ title, url })
              .then(() => onShared?.())
              .catch(() => undefined)
          }
        >
          <ShareIcon /> Share
        </button>
        <button type="button" className="btn btn-sm" onClick={() => void copy()}>
          Copy Link
        </button>
        {children}
      </div>
    );
  }
  const u = encodeURIComponent(url);
  const links = [
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { name: 'Twitter', href: `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${u}` },
    { name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
  return (
    <div className="share" role="group" aria-label={label}>
      {links.map((l) => (
        <a
          key={l.name}
          className="btn btn-sm"
          href={l.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share on ${l.name === 'Twitter' ? 'Twitter (X)' : l.name}`}
          onClick={() => onShared?.()}
        >
          {l.name === 'Twitter' ? 'Twitter / X' : l.name}
        </a>
      ))}
      <button type="button" className="btn btn-sm" onClick={() => void copy()}>
        Copy Link
      </button>
      {children}
    </div>
  );
}

async function fetchText(url: string): Promise<string> {
  const res = await fetch(url, { headers: { Accept: 'text/plain' } });
  if (!res.ok) throw new Error(`${res.status}`);
  return res.text();
}

/**
 * "Copy for WhatsApp": the API's ready-made message (GET /api/share/whatsapp?…: bold titles, days, places,
 * links), fetched beforehand so that the tap copies at once (Safari allows copying only during the tap).
 */
export function WhatsAppCopyButton({ query }: { query: ApiQuery<'/api/share/whatsapp'> }) {
  const toast = useToast();
  const text = useSWR<string, Error>(apiUrl('/api/share/whatsapp', { query }), fetchText);
  const copy = async () => {
    const ok = text.data !== undefined && (await copyText(text.data));
    toast(
      ok
        ? { title: 'Copied for WhatsApp', description: 'Paste it into a chat or group.', variant: 'success' }
        : { title: 'Could not copy the message', description: 'Please try again.', variant: 'destructive' },
    );
  };
  return (
    <button type="button" className="btn btn-sm" disabled={text.data === undefined} onClick={() => void copy()}>
      Copy for WhatsApp
    </button>
  );
}
