import type { INestApplication } from '@nestjs/common';
import type { Express, NextFunction, Request, Response } from 'express';
import { randomBytes } from 'node:crypto';
import * as fs from 'node:fs';
import { DomainError } from '../common/api-error';
import { APP_CONFIG, AppConfig } from '../config/env';
import { escapeMarkup as escapeHtml } from '../common/markup';
import { assetPath } from './assets';
import { openToEveryOrigin } from './embed.controller';
import type { EmbedQuery } from './dto/embed.query';
import { EmbedAnswer, EmbedEventsService } from './embed-events.service';

/** The widget's script, with the product name and PUBLIC_URL's origin put in (read once). */
function widgetScript(productName: string, publicUrl: string): string {
  const source = fs.readFileSync(assetPath('embed.js'), 'utf8');
  return source
    .replace("'__PRODUCT_NAME__'", () => JSON.stringify(productName))
    .replace("'__PUBLIC_ORIGIN__'", () => JSON.stringify(new URL(publicUrl).origin));
}

/** The iframe page's own policy: no script at all, its one style element by nonce, embeddable anywhere. */
function iframePolicy(nonce: string): string {
  return `default-src 'none'; style-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors *`;
}

function iframeHtml(a: EmbedAnswer | null, error: string | null, nonce: string, productName: string): string {
  const e = escapeHtml;
  const items = a
    ? a.events
        .map(
          (ev) =>
            `<li><a href="${e(ev.url)}" target="_blank" rel="noopener">${e(ev.title)}</a>` +
            `<span class="m"><time datetime="${e(ev.date)}">${e(ev.when)}</time> · ${e(`${ev.venue}, ${ev.city}, ${ev.state}`)}</span></li>`,
        )
        .join('\n')
    : '';
  const body = a
    ? `<h1>${e(a.title)}</h1>\n${a.events.length ? `<ul role="list">\n${items}\n</ul>` : '<p>No upcoming events.</p>'}\n` +
      `<a class="f" href="${e(a.moreUrl)}" target="_blank" rel="noopener">More events on ${e(productName)}</a>`
    : `<p role="status">${e(error ?? 'Could not load events')}</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${e(a ? a.title : 'Events')} | ${e(productName)}</title>
<style nonce="${nonce}">
body{margin:0;padding:12px 16px;font:16px/1.4 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2937;background:#fff}
h1{font-size:1.1em;margin:0 0 8px}ul{list-style:none;margin:0;padding:0}
li{padding:8px 0 8px 10px;border-left:4px solid #b4431a;margin:6px 0}a{color:inherit;font-weight:700}
.m{display:block;font-size:.9em;opacity:.8}.f{display:block;margin-top:8px;font-size:.9em}
</style></head><body>
${body}
</body></html>`;
}

/**
 * The widget outside /api: its script at /embed.js, and /embed/events, a page with the same list for an
 * <iframe> (for sites that cannot run a script), under a policy of its own.
 */
export function serveEmbed(app: INestApplication): void {
  const server = app.getHttpAdapter().getInstance() as Express;
  const config = app.get<AppConfig>(APP_CONFIG);
  const embed = app.get(EmbedEventsService);
  let script: string | null = null;

  server.get('/embed.js', (_req: Request, res: Response) => {
    script ??= widgetScript(config.PRODUCT_NAME, config.publicUrl);
    openToEveryOrigin(res);
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/javascript; charset=utf-8').send(script);
  });

  server.get('/embed/events', async (req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString('base64');
    const q = req.query as Record<string, unknown>;
    // Visitors of the iframe see the listing without an unknown metro, language, festival or tag (never a list of them).
    const filters: EmbedQuery = { unknown: 'ignore' };
    for (const k of ['organization', 'metro', 'language', 'festival', 'tag', 'limit'] as const) {
      if (typeof q[k] === 'string') filters[k] = q[k];
      else if (q[k] !== undefined) filters[k] = '\u0000';
    }
    res.setHeader('Content-Security-Policy', iframePolicy(nonce));
    res.removeHeader('X-Frame-Options');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('Referrer-Policy', 'no-referrer');
    try {
      const answer = await embed.list(filters);
      res.setHeader('Cache-Control', 'public, max-age=300');
      res
        .status(200)
        .type('html')
        .send(iframeHtml(answer, null, nonce, config.PRODUCT_NAME));
    } catch (e) {
      if (!(e instanceof DomainError)) return next(e);
      res
        .status(e.status)
        .type('html')
        .send(iframeHtml(null, e.message, nonce, config.PRODUCT_NAME));
    }
  });
}
