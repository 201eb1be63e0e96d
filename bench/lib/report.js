'use strict';
/** Renders bench results (bench/results/bench-<N>.json) as the Markdown tables of docs/performance-runs.md. */
const fs = require('node:fs');
const path = require('node:path');

const START = '<!-- bench:generated:start -->';
/** What the --variant builds measured so far are (a copy of backend/dist with one change). */
const VARIANTS = {
  'sangam-nocache':
    'the same build with `PUBLIC_CACHE_MB=0` (the public read cache off), so every request runs the listing SQL like the ceiling does: what Node, Nest and Express add on top of the database.',
  'sangam-tzcache':
    'a copy of `backend/dist` in which `todayInState()` (`backend/src/common/us-states.ts`) reuses one `Intl.DateTimeFormat` per time zone instead of constructing a new one on each call (`upcomingCondition()` calls it for all 51 states on every listing/search request). Same SQL, same bytes; everything else identical.',
};
const END = '<!-- bench:generated:end -->';

const fmt = (v, d = 1) =>
  v === null || v === undefined || Number.isNaN(v)
    ? '–'
    : typeof v === 'number'
      ? Number.isInteger(v)
        ? String(v)
        : v.toFixed(d)
      : String(v);
const num = (n) => (n >= 1000 ? n.toLocaleString('en-US') : String(n));
const verdict = (ok) => (ok === null || ok === undefined ? 'not measured' : ok ? '**met**' : '**NOT met**');

function loadSplit(L) {
  if (!L.rowsSeconds) return '';
  const parts = [`rows in after ${L.rowsSeconds} s`];
  const vocab = L.vocabularySeconds ?? (L.indexSeconds === undefined ? +(L.copySeconds - L.rowsSeconds).toFixed(1) : null);
  if (vocab !== null) parts.push(`vocabulary trigger ${vocab} s`);
  if (L.indexSeconds) parts.push(`index builds ${L.indexSeconds} s`);
  return ` (${parts.join('; ')})`;
}

function table(head, rows) {
  return [`| ${head.join(' | ')} |`, `| ${head.map(() => '---').join(' | ')} |`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

function apiRow(r) {
  return r ? r : null;
}

function apiSection(res) {
  const out = [];
  const api = res.api ?? [];
  out.push(
    `Command: \`${res.command}\` — autocannon in the bench process, server as a child process, all on 127.0.0.1; ` +
      `${res.options.warmup} s warm-up then ${res.options.duration} s per row. Latencies in ms.`,
  );
  if (res.byteEquality) {
    out.push(
      '',
      'Byte-equality check before measuring (Sangam vs ceiling, body and X-Total-Count): ' +
        res.byteEquality
          .map((b) => `\`${b.route}\` ${b.equal ? 'identical' : 'DIFFERENT'} (${num(b.bytes)} bytes, total ${b.total})`)
          .join('; ') +
        '.',
    );
  }
  out.push(
    '',
    table(
      ['scenario', 'server', 'connections', 'req/s', 'p50', 'p99', 'errors', 'timeouts', 'non-2xx', 'requests'],
      api.map((r) => [
        r.scenario,
        r.server,
        r.connections,
        fmt(r.rps),
        fmt(r.p50, 0),
        fmt(r.p99, 0),
        r.errors,
        r.timeouts,
        r.non2xx,
        num(r.total),
      ]),
    ),
  );
  const ratios = [];
  const servers = [...new Set(api.map((x) => x.server))].filter((x) => x !== 'ceiling');
  for (const r of api.filter((x) => x.server === 'ceiling')) {
    for (const srv of servers) {
      const s = api.find((x) => x.server === srv && x.scenario === r.scenario && x.connections === r.connections);
      if (s)
        ratios.push([
          r.scenario,
          srv,
          r.connections,
          fmt(s.rps),
          fmt(r.rps),
          `**${((100 * s.rps) / r.rps).toFixed(0)}%**`,
          `${fmt(s.p99, 0)} / ${fmt(r.p99, 0)}`,
        ]);
    }
  }
  if (ratios.length) {
    out.push(
      '',
      'The figure that counts — server / ceiling (same SQL, same bytes):',
      '',
      table(
        ['scenario', 'server', 'connections', 'server req/s', 'ceiling req/s', 'server / ceiling', 'p99 server / ceiling (ms)'],
        ratios,
      ),
    );
  }
  if (res.options?.variant) {
    out.push(
      '',
      `Variant \`${res.options.variant.name}\`: ${VARIANTS[res.options.variant.name] ?? `another build of the server (${res.options.variant.main})`}`,
    );
  }
  return out.join('\n');
}

function searchSection(res) {
  const s = res.search;
  const out = [];
  out.push(
    `${num(res.load.events)} events — command: \`${s.command ?? res.command}\`${s.machine ? ` (${s.machine.date}, load average at start ${s.machine.loadAverageAtStart.join(' / ')})` : ''}.`,
    '',
  );
  out.push(
    table(
      ['query shape', 'parameters', 'indexes (page of rows)', 'indexes (total)', 'Seq Scan on events', 'rows ms', 'total ms'],
      s.shapes.map((x) => [
        x.name,
        `\`${JSON.stringify(x.query)}\``,
        x.rowsIndexes.join(', ') || '–',
        x.countIndexes.join(', ') || '–',
        x.seqScanOnEvents ? '**YES**' : 'no',
        fmt(x.rowsMs, 2),
        fmt(x.countMs, 2),
      ]),
    ),
  );
  out.push(
    '',
    `Varied real-world searches at the database level — the statements Sangam sends (uncached vocabulary lookup, then the page of rows, which carries the total; the count statement only for an empty page), timed around the database calls; second of two passes: ` +
      `**${s.queries.count} queries, p50 ${fmt(s.queries.p50, 2)} ms, p95 ${fmt(s.queries.p95, 2)} ms, p99 ${fmt(s.queries.p99, 2)} ms, max ${fmt(s.queries.max, 2)} ms**; ${s.queries.withHits} of them found events. ` +
      (s.queries.service
        ? `Through \`EventsQueryService.list()\` (adds building the SQL in Node): p50 ${fmt(s.queries.service.p50, 2)} ms, p95 ${fmt(s.queries.service.p95, 2)} ms. `
        : '') +
      `Kinds: prefix, typo, multi-word, no-hit, each also with a city word, upper-cased and with a number appended (e.g. ${s.queries.examples
        .slice(0, 6)
        .concat(s.queries.examples.slice(20, 23), s.queries.examples.slice(60, 63))
        .map((q) => `'${q}'`)
        .join(', ')}).`,
  );
  out.push('', `<details><summary>EXPLAIN (ANALYZE, BUFFERS) plans at ${num(res.load.events)} events</summary>`, '');
  for (const x of s.shapes) {
    out.push(
      `**${x.name}** \`${JSON.stringify(x.query)}\``,
      '',
      '```',
      x.rowsPlan,
      ...(x.countPlan ? ['', '-- total:', x.countPlan] : []),
      '```',
      '',
    );
  }
  out.push('</details>');
  return out.join('\n');
}

function figures(all) {
  const r100 = all.find((r) => r.load?.events === 100000) ?? all[0];
  const r1m = all.find((r) => r.load?.events === 1000000);
  const api = r100?.api ?? [];
  const get = (sc, srv, c) => api.find((x) => x.scenario === sc && x.server === srv && x.connections === c);
  const rows = [];
  if (r100?.load?.events === 100000) {
    const runs = r100.loadRuns ?? [];
    const quiet = runs.filter((r) => r.loadAverage !== undefined && r.loadAverage <= 2);
    const others =
      runs.length > 1
        ? `; all runs of this size: ${runs.map((r) => `${r.copySeconds} s at load average ${r.loadAverage}`).join(', ')}`
        : '';
    const ok = quiet.length ? quiet.every((r) => r.copySeconds < 60) : r100.load.copySeconds < 60;
    rows.push([
      '100,000 events loaded with COPY in under a minute',
      `${r100.load.copySeconds} s in the full run${loadSplit(r100.load)}${others}`,
      `${verdict(ok)}${quiet.length && !(r100.load.copySeconds < 60) ? ' (on a quiet machine, load average ≤ 2; not while other suites share the 2 cores)' : ''}`,
    ]);
  }
  const ratio = (sc) => {
    const rs = api
      .filter((x) => x.scenario === sc && x.server === 'ceiling')
      .map((c) => {
        const s = get(sc, 'sangam', c.connections);
        return s ? { c: c.connections, r: s.rps / c.rps } : null;
      })
      .filter(Boolean);
    return rs;
  };
  for (const sc of ['default listing', "search 'diwali'"]) {
    const rs = ratio(sc);
    const min = rs.length ? rs.reduce((a, b) => (b.r < a.r ? b : a)) : null;
    rows.push([
      `${sc}: ≥ 60% of the ceiling's throughput`,
      min ? `${rs.map((x) => `${(100 * x.r).toFixed(0)}% @${x.c}`).join(', ')}` : '–',
      verdict(min ? min.r >= 0.6 : null),
    ]);
    const s32 = get(sc, 'sangam', 32);
    rows.push([`${sc}: p99 ≤ 25 ms at 32 connections`, s32 ? `${s32.p99} ms` : '–', verdict(s32 ? s32.p99 <= 25 : null)]);
    const s128 = get(sc, 'sangam', 128);
    rows.push([
      `${sc}: 0 errors at 128 connections`,
      s128 ? `${s128.errors} errors, ${s128.timeouts} timeouts, ${s128.non2xx} non-2xx` : '–',
      verdict(s128 ? s128.errors + s128.timeouts + s128.non2xx === 0 : null),
    ]);
  }
  const p95 = r1m?.search?.queries?.p95;
  rows.push([
    'Search p95 ≤ 15 ms at 1,000,000 events',
    p95 !== undefined ? `${p95} ms` : 'not run (see below)',
    verdict(p95 !== undefined ? p95 <= 15 : null),
  ]);
  for (const r of [r100, r1m].filter((x) => x?.search)) {
    const seq = r.search.shapes.filter((s) => s.seqScanOnEvents).map((s) => s.name);
    rows.push([
      `Every query shape uses an index, no Seq Scan on events (${num(r.load.events)})`,
      seq.length ? `Seq Scan in: ${seq.join(', ')}` : `${r.search.shapes.length} shapes, none`,
      verdict(seq.length === 0),
    ]);
  }
  if (!r1m) rows.push(['Every query shape uses an index (1,000,000)', 'not run (see below)', verdict(null)]);
  const d32 = get('event detail', 'sangam', 32);
  rows.push(['Event detail p99 ≤ 10 ms at 32 connections', d32 ? `${d32.p99} ms` : '–', verdict(d32 ? d32.p99 <= 10 : null)]);
  for (const [scenario, label] of [
    ['organizer create-event', 'Create-event ≥ 500 requests/s (held: a new organization, near-duplicate titles)'],
    ['organizer create-event, approved organization', 'Create-event ≥ 500 requests/s (live: an approved organization)'],
  ]) {
    const creates = api.filter((x) => x.scenario === scenario);
    const best = creates.length ? creates.reduce((a, b) => (b.rps > a.rps ? b : a)) : null;
    rows.push([
      label,
      best ? `best ${best.rps} req/s @${best.connections} (${creates.map((c) => `${c.rps} @${c.connections}`).join(', ')})` : '–',
      verdict(best ? best.rps >= 500 : null),
    ]);
  }
  const fe = r100?.frontend ?? [];
  const home = fe.find((f) => f.app === 'public-web' && f.route === '/');
  rows.push([
    'Public home route ≤ 100 KB gzip JavaScript',
    home ? `${home.jsGzipKb} KB` : '–',
    verdict(home ? home.jsGzipKb <= 100 : null),
  ]);
  const admin = fe.find((f) => f.app === 'admin-web');
  rows.push([
    'Admin console initial ≤ 450 KB gzip',
    admin ? `${admin.jsGzipKb} KB JS + ${admin.cssGzipKb} KB CSS` : '–',
    verdict(admin ? admin.jsGzipKb + admin.cssGzipKb <= 450 : null),
  ]);
  const lh = Array.isArray(r100?.lighthouse) ? r100.lighthouse : [];
  for (const page of ['home', 'event detail']) {
    const l = lh.find((x) => x.page === page);
    rows.push([
      `Lighthouse Performance ≥ 95 on ${page} (mobile)`,
      l ? `${l.score} (runs: ${l.scores.join(', ')})` : r100?.lighthouse?.error ? `failed: ${r100.lighthouse.error}` : '–',
      verdict(l ? l.score >= 95 : null),
    ]);
    if (l?.accessibility !== undefined) {
      rows.push([
        `Lighthouse Accessibility, Best Practices, SEO ≥ 95 on ${page} (issue 3)`,
        `${l.accessibility}, ${l.bestPractices}, ${l.seo} (median run)`,
        verdict(l.accessibility >= 95 && l.bestPractices >= 95 && l.seo >= 95),
      ]);
    }
  }
  const st = r100?.startup;
  rows.push([
    'Start-up to healthy ≤ 5 s, existing data directory',
    st ? `${st.existingMedian} s (median of ${st.existing.length})` : '–',
    verdict(st ? st.existingMedian <= 5 : null),
  ]);
  rows.push([
    'Start-up to healthy ≤ 20 s, fresh data directory',
    st ? `${st.fresh.seconds} s` : '–',
    verdict(st ? st.fresh.seconds <= 20 : null),
  ]);
  const mem = r100?.memory?.maxRssUnderLoadMb;
  rows.push([
    'Server memory ≤ 250 MB under load (128 connections)',
    mem ? `${mem} MB peak RSS (idle ${r100.memory.idleRssMb} MB)` : '–',
    verdict(mem ? mem <= 250 : null),
  ]);
  return table(['figure (100k events unless stated)', 'measured', 'verdict'], rows);
}

/** Varied traffic: each scenario at each connection count on every server, side by side, with the ratios to the ceiling. */
function variedSection(res) {
  const v = res.varied;
  const out = [
    `${num(v.listingRequests)} distinct listing requests (card rows, 24 a page: pages 1–10, categories, metros, free, date ranges) and ` +
      `${num(v.searchRequests)} distinct searches (the bench's real-world search texts), each scenario drawn Zipf-like (the k-th most ` +
      'popular request weighs 1/k; every server gets the same sequence). Servers measured one after the other at each connection count; ' +
      `${res.options.warmup} s warm-up then ${res.options.duration} s per row. Every request was first answered with identical bytes and ` +
      `X-Total-Count by Sangam and the ceiling. Cards: ${fmt(v.bytesPerCard, 0)} bytes a card on average; the first page of 20 cards ` +
      `${num(v.cardPage20Bytes)} bytes. Latencies in ms; "load" is the 1-minute load average at the end of the row.`,
    '',
  ];
  const rows = [];
  for (const scenario of [...new Set(v.rows.map((r) => r.scenario))]) {
    for (const c of [...new Set(v.rows.map((r) => r.connections))]) {
      const at = v.rows.filter((r) => r.scenario === scenario && r.connections === c);
      const ceiling = at.find((r) => r.server === 'ceiling');
      for (const r of at)
        rows.push([
          scenario,
          c,
          r.server,
          fmt(r.rps),
          fmt(r.p50, 0),
          fmt(r.p97_5, 0),
          fmt(r.p99, 0),
          r.errors + r.timeouts + r.non2xx,
          ceiling && r !== ceiling ? `${((100 * r.rps) / ceiling.rps).toFixed(0)}%` : '–',
          r.load1 ?? '–',
        ]);
    }
  }
  out.push(table(['scenario', 'connections', 'server', 'req/s', 'p50', 'p97.5', 'p99', 'errors', 'of ceiling', 'load'], rows));
  return out.join('\n');
}

function renderRun(res, { quick }) {
  const out = [];
  const m = res.machine;
  out.push(`### Run: ${num(res.load.events)} events${quick ? ' (quick mode)' : ''}`, '');
  out.push(`- Command: \`${res.command}\``);
  out.push(
    `- Date: ${m.date}; machine: ${m.cpu}, ${m.memoryGb} GB RAM, ${m.os}; Node ${m.node}; PostgreSQL ${res.postgres ?? '?'} (embedded cluster, default settings)`,
  );
  out.push(
    `- Load average at start ${m.loadAverageAtStart.join(' / ')}, at end ${(m.loadAverageAtEnd ?? []).join(' / ')} (shared machine: other work ran at the same time; compare ratios from the same run, not absolute numbers across runs)`,
  );
  out.push('', '#### 1. Data load (COPY)', '');
  const c = res.load.counts ?? {};
  const L = res.load;
  const vocab = L.vocabularySeconds ?? (L.rowsSeconds && L.indexSeconds === undefined ? +(L.copySeconds - L.rowsSeconds).toFixed(1) : null);
  out.push(
    table(
      [
        'events',
        'organizations',
        'max events / organization',
        'vocabulary words (search_terms)',
        'events table + indexes',
        'load total (COPY, triggers, indexes)',
        'of which rows in (row triggers)',
        'of which vocabulary statement trigger',
        'of which index builds',
        'VACUUM ANALYZE',
      ],
      [
        [
          num(c.events ?? L.events),
          num(c.orgs ?? L.orgs),
          c.maxPerOrg ?? '–',
          num(c.terms ?? 0),
          c.eventsSize ?? '–',
          `**${L.copySeconds} s**`,
          L.rowsSeconds ? `${L.rowsSeconds} s` : '–',
          vocab !== null ? `${vocab} s` : '–',
          L.indexSeconds ? `${L.indexSeconds} s` : '– (kept during COPY)',
          `${L.vacuumSeconds} s`,
        ],
      ],
    ),
  );
  if (L.indexesRebuilt?.length)
    out.push(
      '',
      `The events table's ${L.indexesRebuilt.length} secondary indexes (${L.indexesRebuilt.map((n) => `\`${n}\``).join(', ')}) were dropped for the COPY and built afterwards, two at a time (bulk-load practice; \`--keep-indexes\` times the row-by-row path). Row triggers (\`searchVector\`) and the vocabulary statement trigger ran as for any insert.`,
    );
  if (res.load.fastVocabulary)
    out.push(
      '',
      'Loaded with `--fast-vocabulary`: the vocabulary statement trigger was off during COPY and the bench inserted the same words itself (the "vocabulary" column is that insert), so the COPY time is not the product\'s own load path.',
    );
  out.push(
    '',
    `Target: 100k events loaded with COPY in under a minute — ${res.load.events === 100000 ? verdict(res.load.copySeconds < 60) : 'n/a for this size'}.`,
  );
  if (res.api) out.push('', '#### 2–3. API throughput and latency, and the ceiling', '', apiSection(res));
  if (res.varied) out.push('', '#### 3b. Varied traffic (issue 25)', '', variedSection(res));
  if (res.search) out.push('', '#### 4. Search at scale', '', searchSection(res));
  if (res.frontend) {
    out.push(
      '',
      '#### 5. Front-end budgets',
      '',
      "Initial JavaScript and CSS of each route from the Vite build manifests (entry chunk + the route's lazy chunk + their static imports), gzip (zlib default level).",
      '',
    );
    out.push(
      table(
        ['app', 'route', 'JS files', 'JS gzip KB', 'CSS files', 'CSS gzip KB'],
        res.frontend.map((f) => [f.app, `\`${f.route}\``, f.jsFiles, f.jsGzipKb, f.cssFiles, f.cssGzipKb]),
      ),
    );
  }
  if (res.lighthouse) {
    out.push(
      '',
      `Lighthouse (package \`lighthouse\`, default mobile preset with simulated throttling, Debian Chromium /usr/bin/chromium headless; server with the ${num(res.load.events)} events; median of ${res.options.lighthouseRuns} runs by score):`,
      '',
    );
    if (Array.isArray(res.lighthouse)) {
      out.push(
        table(
          ['page', 'path', 'Performance', 'LCP ms', 'CLS', 'TBT ms', 'FCP ms', 'all scores', 'Accessibility', 'Best Practices', 'SEO'],
          res.lighthouse.map((l) => [
            l.page,
            `\`${l.url.replace(/[0-9a-f-]{36}/, ':id')}\``,
            l.score,
            l.lcpMs,
            l.cls,
            l.tbtMs,
            l.fcpMs,
            l.scores.join(', '),
            l.accessibility ?? '–',
            l.bestPractices ?? '–',
            l.seo ?? '–',
          ]),
        ),
      );
    } else out.push(`Lighthouse failed: ${res.lighthouse.error}`);
  }
  if (res.startup || res.memory) {
    out.push('', '#### 6. Start-up and memory', '');
    if (res.startup) {
      const s = res.startup;
      out.push(
        `Time from spawning \`node backend/dist/main.js\` (what \`npm start\` runs after its build check; embedded PostgreSQL, demo seed on, scheduler off) to the first 200 from \`/api/health\`:`,
        '',
      );
      out.push(
        table(
          ['data directory', 'seconds', 'RSS at healthy (MB)'],
          [[s.fresh.label, s.fresh.seconds, fmt(s.fresh.rssMb)], ...s.existing.map((e) => [e.label, e.seconds, fmt(e.rssMb)])],
        ),
      );
      out.push('', `Median with an existing data directory: ${s.existingMedian} s.`);
    }
    if (res.memory)
      out.push(
        '',
        `Resident memory of the Sangam Node process (PostgreSQL not included): idle ${res.memory.idleRssMb} MB; peak under the ${Math.max(...res.options.connections)}-connection runs ${fmt(res.memory.maxRssUnderLoadMb)} MB` +
          (res.memory.variant
            ? `; variant \`${res.memory.variant.name}\` peak ${fmt(res.memory.variant.maxRssUnderLoadMb)} MB (listing and search rows only).`
            : '.'),
      );
  }
  return out.join('\n');
}

function renderReport(all, { quick = false } = {}) {
  const out = [];
  out.push(START, '', '## Figures of issue 8', '');
  out.push(figures(all));
  for (const r of all) out.push('', renderRun(r, { quick }));
  if (!all.some((r) => r.load?.events === 1000000)) {
    out.push(
      '',
      '### Run: 1,000,000 events',
      '',
      'Not run yet. Command: `npm run bench -- --events 1000000 --only search --fast-vocabulary` (loads 1M events with COPY — `--fast-vocabulary` fills the search vocabulary from the generator instead of the slow statement trigger — then EXPLAINs every query shape and times 200 searches).',
    );
  }
  out.push('', END);
  return out.join('\n') + '\n';
}

/** Rewrites the generated part of the doc from every results file; other sections are kept. */
function writeDoc(docFile, resultsDir) {
  const all = fs
    .readdirSync(resultsDir)
    .filter((f) => /^bench-\d+\.json$/.test(f))
    .map((f) => JSON.parse(fs.readFileSync(path.join(resultsDir, f), 'utf8')))
    .sort((a, b) => a.load.events - b.load.events);
  const generated = renderReport(all);
  let doc = fs.existsSync(docFile)
    ? fs.readFileSync(docFile, 'utf8')
    : '# Performance\n\nMeasured by `npm run bench` (see `bench/README.md`).\n\n';
  if (doc.includes(START) && doc.includes(END))
    doc = doc.slice(0, doc.indexOf(START)) + generated.trimEnd() + doc.slice(doc.indexOf(END) + END.length);
  else doc = doc.trimEnd() + '\n\n' + generated;
  fs.mkdirSync(path.dirname(docFile), { recursive: true });
  fs.writeFileSync(docFile, doc);
}

module.exports = { renderReport, writeDoc, variedSection, START, END };
void apiRow;
