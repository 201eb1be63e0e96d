import { ShareIcon } from '../../../components/icons';
import { useToast } from '../../../lib/toast';

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
 * Share an event: the device's own share sheet where the browser has one (navigator.share: phones,
 * Safari, Chrome on Windows and macOS); elsewhere Facebook, Twitter/X, WhatsApp (new tabs, no
 * opener). Copy link (with a toast) in both.
 */
export function ShareButtons({ title, url }: { title: string; url: string }) {
  const toast = useToast();
  const copy = async () => {
    const ok = await copyText(url);
    toast(
      ok
        ? { title: 'Link copied', description: 'The event link is on your clipboard.', variant: 'success' }
        : { title: 'Could not copy the link', description: url, variant: 'destructive' },
    );
  };
  if (typeof navigator !== 'undefined' && typeof navigator.share === 'function') {
    return (
      <div className="share" role="group" aria-label="Share this event">
        <button
          type="button"
          className="btn btn-sm"
          // A dismissed share sheet rejects (AbortError): nothing to report.
          onClick={() => void navigator.share({ title, url }).catch(() => undefined)}
        >
          <ShareIcon /> Share
        </button>
        <button type="button" className="btn btn-sm" onClick={() => void copy()}>
          Copy Link
        </button>
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
    <div className="share" role="group" aria-label="Share this event">
      {links.map((l) => (
        <a
          key={l.name}
          className="btn btn-sm"
          href={l.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share on ${l.name === 'Twitter' ? 'Twitter (X)' : l.name}`}
        >
          {l.name === 'Twitter' ? 'Twitter / X' : l.name}
        </a>
      ))}
      <button type="button" className="btn btn-sm" onClick={() => void copy()}>
        Copy Link
      </button>
    </div>
  );
}
