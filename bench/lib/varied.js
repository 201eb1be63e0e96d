'use strict';
/**
 * Varied traffic (issue 25): distinct listing and search requests as the public site sends them
 * (card rows, 24 a page), each drawn Zipf-like (the k-th most popular request weighs 1/k), so a few
 * requests repeat often and most are seen rarely, as real traffic does. Deterministic (seeded).
 */
const { mulberry32, CATEGORIES } = require('./data');

const PAGE = 24;
const METROS = ['dallas-fort-worth', 'houston', 'austin', 'chicago', 'bay-area', 'new-york', 'atlanta', 'washington-dc'];

const ymd = (d) => d.toISOString().slice(0, 10);

/** Date ranges as the site's chips send them: today, this weekend, next 7 days, this month, a later month. */
function dateRanges(now = new Date()) {
  const day = (n) => ymd(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + n)));
  const toSat = (6 - now.getUTCDay() + 7) % 7;
  const monthEnd = (k) => ymd(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1 + k, 0)));
  const monthStart = (k) => ymd(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + k, 1)));
  return [
    { from: day(0), to: day(0) },
    { from: day(toSat), to: day(toSat + 1) },
    { from: day(0), to: day(7) },
    { from: day(0), to: monthEnd(0) },
    { from: monthStart(2), to: monthEnd(2) },
  ];
}

/** A request's query object (as the API's validation hands it to the service) and its URL path, in one fixed order. */
function request(q) {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) params.set(k, String(v));
  return { query: q, path: `/api/events?${params}` };
}

/** `n` distinct listing requests, most popular first: the front page, then filters (category, metro, free, dates) and pages 1–10. */
function listingRequests(n = 240, seed = 25) {
  const rnd = mulberry32(seed);
  const pick = (list) => list[Math.floor(rnd() * list.length)];
  const ranges = dateRanges();
  const seen = new Set();
  const out = [];
  const add = (q) => {
    const r = request({ sortBy: 'date', sortOrder: 'asc', fields: 'card', limit: PAGE, offset: 0, ...q });
    if (!seen.has(r.path)) {
      seen.add(r.path);
      out.push(r);
    }
  };
  add({});
  for (let p = 1; p < 10; p++) add({ offset: p * PAGE });
  while (out.length < n) {
    const q = {};
    if (rnd() < 0.45) q.metro = pick(METROS);
    if (rnd() < 0.4) q.category = pick(CATEGORIES)[0];
    if (rnd() < 0.25) q.free = true;
    if (rnd() < 0.35) Object.assign(q, pick(ranges));
    // Pages 1–10, early pages more often.
    if (rnd() < 0.3) q.offset = PAGE * Math.min(9, Math.floor(1 / (1 - rnd() * 0.9)));
    add(q);
  }
  return out;
}

/** One search request per text of `texts` (the bench's 200 real-world searches), the first page, some a second page. */
function searchRequests(texts, seed = 26) {
  const rnd = mulberry32(seed);
  const seen = new Set();
  const out = [];
  for (const text of texts) {
    const r = request({ search: text, fields: 'card', limit: PAGE, offset: rnd() < 0.1 ? PAGE : 0 });
    if (!seen.has(r.path)) {
      seen.add(r.path);
      out.push(r);
    }
  }
  return out;
}

/** A Zipf-like picker over `items` (rank k weighs 1/k^s), seeded. */
function zipfPicker(items, seed, s = 1) {
  const rnd = mulberry32(seed);
  const cumulative = [];
  let sum = 0;
  for (let k = 1; k <= items.length; k++) cumulative.push((sum += 1 / k ** s));
  return () => {
    const x = rnd() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
}

module.exports = { listingRequests, searchRequests, zipfPicker, PAGE };
