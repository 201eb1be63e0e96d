'use strict';
// Runs the widget's script (workerData.script) on a host page in jsdom (a real DOM with custom elements and shadow
// roots), loaded from each of workerData.scriptOrigins in turn, and posts back the links it draws from each. A worker
// thread, because jsdom is an ES module graph that jest's module system cannot load (jsdom loads once per worker).
// The widget's API requests go to the parent thread ({ id, fetch: path } → { id, status, body }), which answers them
// from the application under test.
const { parentPort, workerData } = require('node:worker_threads');
const { JSDOM, requestInterceptor } = require('jsdom');

const { script, scriptOrigins, organizationId } = workerData;
const pending = new Map();
let next = 0;
parentPort.on('message', (m) => {
  pending.get(m.id)(m);
  pending.delete(m.id);
});

function fetchFromParent(url) {
  return new Promise((resolve) => {
    const u = new URL(url);
    const id = next++;
    pending.set(id, (m) => resolve({ ok: m.status < 400, json: async () => m.body }));
    parentPort.postMessage({ id, fetch: u.pathname + u.search });
  });
}

/** The links the widget draws on a page that loads it from `origin` (waits for them, polling its shadow root). */
async function linksFrom(origin) {
  const dom = new JSDOM(`<!doctype html><body><script src="${origin}/embed.js" data-organization="${organizationId}"></script>`, {
    url: 'https://temple.example.net/',
    runScripts: 'dangerously',
    resources: { interceptors: [requestInterceptor(() => new Response(script, { headers: { 'Content-Type': 'text/javascript' } }))] },
    beforeParse(window) {
      window.fetch = fetchFromParent;
    },
  });
  try {
    for (const started = Date.now(); Date.now() - started < 10000; await new Promise((r) => setTimeout(r, 10))) {
      const links = dom.window.document.querySelector('sangam-events')?.shadowRoot?.querySelectorAll('a') ?? [];
      if (links.length) return [...links].map((a) => a.href);
    }
    return [];
  } finally {
    dom.window.close();
  }
}

(async () => {
  const links = {};
  for (const origin of scriptOrigins) links[origin] = await linksFrom(origin);
  parentPort.postMessage({ links });
  parentPort.close();
})();
