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

/** Share an event: Facebook, Twitter/X, WhatsApp (new tabs, no opener) and copy link (with a toast). */
export function ShareButtons({ title, url }: { title: string; url: string }) {
  const toast = useToast();
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
      <button
        type="button"
        className="btn btn-sm"
        onClick={async () => {
          const ok = await copyText(url);
          toast(
            ok
              ? { title: 'Link copied', description: 'The event link is on your clipboard.', variant: 'success' }
              : { title: 'Could not copy the link', description: url, variant: 'destructive' },
          );
        }}
      >
        Copy Link
      </button>
    </div>
  );
}
