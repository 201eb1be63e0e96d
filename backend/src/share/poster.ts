import { qrcode } from '../common/lazy';
import { escapeMarkup as escapeHtml } from '../common/markup';
import type { SharedEventRow as SharedEvent } from '../events/event-listing.sql';
import { eventWhen } from '@sangam/shared';

export interface PosterInput {
  /** 'Sri Venkateswara Temple' or 'Dallas–Fort Worth'. */
  name: string;
  kind: 'organization' | 'metro';
  subscribeUrl: string;
  events: SharedEvent[];
  productName: string;
}

/** The QR code of a URL as an SVG element (error correction M: survives a smudged print). */
export function qrSvg(url: string): Promise<string> {
  return qrcode().toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}

/** A printable A4/Letter page: who, a QR code to their page on Sangam, the URL spelled out, and what is coming up. */
export async function posterHtml(p: PosterInput): Promise<string> {
  const e = escapeHtml;
  const qr = await qrSvg(p.subscribeUrl);
  const heading = p.kind === 'organization' ? `Follow ${p.name} on ${p.productName}` : `Community events in ${p.name}`;
  const events = p.events
    .map((ev) => `<li><strong>${e(ev.title)}</strong><br>${e(eventWhen(ev, 'medium'))} · ${e(`${ev.venue}, ${ev.city}`)}</li>`)
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(heading)}</title>
<style>
@page{size:auto;margin:12mm}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#111827;max-width:180mm;margin:0 auto;padding:16px;text-align:center}
h1{font-size:28pt;margin:0 0 8pt}
.qr{width:90mm;height:90mm;margin:8pt auto}.qr svg{width:100%;height:100%}
.url{font-size:13pt;word-break:break-all}
ul{list-style:none;padding:0;text-align:left;font-size:12pt;margin:14pt auto;max-width:150mm}li{margin:0 0 8pt}
.hint{color:#6b7280;font-size:10pt}@media print{.hint{display:none}}
</style></head><body>
<h1>${e(heading)}</h1>
<p>Scan to see every upcoming event and follow along.</p>
<div class="qr" role="img" aria-label="QR code for ${e(p.subscribeUrl)}">${qr}</div>
<p class="url">${e(p.subscribeUrl)}</p>
${events ? `<h2>Coming up</h2>\n<ul>\n${events}\n</ul>` : ''}
<p class="hint">Print this page (Ctrl+P or ⌘P) to put it up on a notice board.</p>
</body></html>`;
}
