// Preloaded into the server by the soak (NODE_OPTIONS=--require): appends the main thread's process.memoryUsage()
// as one JSON line to MEMORY_PROBE_FILE every MEMORY_PROBE_MS, so the test sees the V8 heap beside the RSS.
'use strict';
const { isMainThread } = require('node:worker_threads');
const fs = require('node:fs');
const file = process.env.MEMORY_PROBE_FILE;
if (file && isMainThread && /main\.js$/.test(process.argv[1] ?? '')) {
  const t0 = Date.now();
  const timer = setInterval(
    () => {
      const m = process.memoryUsage();
      fs.appendFileSync(
        file,
        JSON.stringify({
          t: (Date.now() - t0) / 1000,
          rss: m.rss,
          heapUsed: m.heapUsed,
          heapTotal: m.heapTotal,
          external: m.external,
          arrayBuffers: m.arrayBuffers,
        }) + '\n',
      );
    },
    Number(process.env.MEMORY_PROBE_MS ?? 1000),
  );
  timer.unref();
}
