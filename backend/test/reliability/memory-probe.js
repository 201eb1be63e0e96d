// Preloaded into the server by the soak (NODE_OPTIONS=--require, with --expose-gc): appends the main thread's
// process.memoryUsage() as one JSON line to MEMORY_PROBE_FILE every MEMORY_PROBE_MS. On SIGUSR2 it runs a full garbage
// collection and appends the heap still in use after it ({ gc: true }): what the server retains, without the garbage
// that heapUsed also counts; with HEAP_SNAPSHOTS=1 it also writes a heap snapshot into the working directory.
'use strict';
const { isMainThread } = require('node:worker_threads');
const fs = require('node:fs');
const v8 = require('node:v8');
const file = process.env.MEMORY_PROBE_FILE;
if (file && isMainThread && /main\.js$/.test(process.argv[1] ?? '')) {
  const t0 = Date.now();
  const write = (extra) => {
    const m = process.memoryUsage();
    const sample = {
      t: (Date.now() - t0) / 1000,
      rss: m.rss,
      heapUsed: m.heapUsed,
      heapTotal: m.heapTotal,
      external: m.external,
      ...extra,
    };
    fs.appendFileSync(file, JSON.stringify(sample) + '\n');
  };
  setInterval(write, Number(process.env.MEMORY_PROBE_MS ?? 1000)).unref();
  process.on('SIGUSR2', () => {
    if (typeof global.gc === 'function') global.gc();
    write({ gc: true });
    if (process.env.HEAP_SNAPSHOTS === '1') v8.writeHeapSnapshot();
  });
}
