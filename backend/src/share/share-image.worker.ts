// A worker thread that draws share cards (share-image-renderer.ts starts it): satori's layout is
// synchronous JavaScript, so it runs here rather than on the server's event loop.
import { parentPort } from 'node:worker_threads';
import { renderShareCard, ShareCard } from './share-image';

export interface RenderRequest {
  id: number;
  card: ShareCard;
}
export type RenderReply = { id: number; png: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (req: RenderRequest) => {
  renderShareCard(req.card).then(
    (png) => {
      const out = new Uint8Array(png);
      parentPort!.postMessage({ id: req.id, png: out } satisfies RenderReply, [out.buffer]);
    },
    (e: unknown) => parentPort!.postMessage({ id: req.id, error: e instanceof Error ? e.message : String(e) } satisfies RenderReply),
  );
});
