'use strict';
/**
 * Synthetic but realistic Sangam data: organizations with 1–500 events each, events over
 * ±1 year in the 8 city presets and other US cities with Indian-diaspora communities,
 * 8 categories, descriptions of 50–400 words of festival and community vocabulary.
 * Deterministic for a given seed. Loaded with COPY (pg-copy-streams); the database's
 * triggers fill "searchVector" and the search_terms vocabulary as they would for any insert.
 */
const path = require('node:path');
const { randomUUID } = require('node:crypto');
const { pipeline } = require('node:stream/promises');
const { Readable } = require('node:stream');
const { from: copyFrom } = require('pg-copy-streams');

function mulberry32(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PRESET_CITIES = [
  ['Dallas', 'TX', 14],
  ['Houston', 'TX', 11],
  ['Austin', 'TX', 7],
  ['Chicago', 'IL', 11],
  ['San Francisco', 'CA', 10],
  ['New York', 'NY', 14],
  ['Atlanta', 'GA', 8],
  ['Washington', 'DC', 7],
];
const OTHER_CITIES = [
  ['Edison', 'NJ'],
  ['Jersey City', 'NJ'],
  ['Iselin', 'NJ'],
  ['San Jose', 'CA'],
  ['Fremont', 'CA'],
  ['Sunnyvale', 'CA'],
  ['Santa Clara', 'CA'],
  ['Los Angeles', 'CA'],
  ['Artesia', 'CA'],
  ['Irvine', 'CA'],
  ['Seattle', 'WA'],
  ['Bellevue', 'WA'],
  ['Redmond', 'WA'],
  ['Boston', 'MA'],
  ['Philadelphia', 'PA'],
  ['Pittsburgh', 'PA'],
  ['Detroit', 'MI'],
  ['Novi', 'MI'],
  ['Phoenix', 'AZ'],
  ['Denver', 'CO'],
  ['Minneapolis', 'MN'],
  ['Columbus', 'OH'],
  ['Cleveland', 'OH'],
  ['Charlotte', 'NC'],
  ['Raleigh', 'NC'],
  ['Cary', 'NC'],
  ['Tampa', 'FL'],
  ['Orlando', 'FL'],
  ['Miami', 'FL'],
  ['Irving', 'TX'],
  ['Plano', 'TX'],
  ['Frisco', 'TX'],
  ['Sugar Land', 'TX'],
  ['Naperville', 'IL'],
  ['Schaumburg', 'IL'],
  ['Baltimore', 'MD'],
  ['Columbia', 'MD'],
  ['Fairfax', 'VA'],
  ['Herndon', 'VA'],
  ['Nashville', 'TN'],
  ['St. Louis', 'MO'],
  ['Kansas City', 'MO'],
  ['Salt Lake City', 'UT'],
  ['Portland', 'OR'],
  ['Sacramento', 'CA'],
  ['San Diego', 'CA'],
  ['Indianapolis', 'IN'],
  ['Milwaukee', 'WI'],
];
const CATEGORIES = [
  ['Cultural Events', 22],
  ['Religious Festivals', 18],
  ['Community Meetups', 14],
  ['Educational', 10],
  ['Entertainment', 14],
  ['Sports', 7],
  ['Workshop', 8],
  ['Exhibitions & Shopping', 7],
];
const FESTIVALS = [
  'Diwali',
  'Holi',
  'Navaratri',
  'Durga Puja',
  'Ganesh Chaturthi',
  'Onam',
  'Pongal',
  'Makar Sankranti',
  'Baisakhi',
  'Ugadi',
  'Gudi Padwa',
  'Eid',
  'Raksha Bandhan',
  'Janmashtami',
  'Dussehra',
  'Karva Chauth',
  'Lohri',
  'Bihu',
  'Chhath Puja',
  'Vishu',
  'Guru Nanak Jayanti',
  'Maha Shivaratri',
  'Ram Navami',
  'Independence Day',
  'Republic Day',
  'Teej',
  'Dandiya',
  'Garba',
];
const EVENT_KINDS = {
  'Cultural Events': ['Mela', 'Cultural Night', 'Utsav', 'Sangeet Evening', 'Folk Dance Showcase', 'Heritage Festival', 'Kavi Sammelan'],
  'Religious Festivals': ['Puja', 'Celebration', 'Aarti and Bhajans', 'Garba Night', 'Havan', 'Satsang', 'Kirtan'],
  'Community Meetups': ['Community Picnic', 'Potluck', 'Networking Mixer', 'Family Meetup', 'Seniors Social', 'Volunteer Drive'],
  Educational: [
    'Hindi Class',
    'Tamil School Open House',
    'Sanskrit Workshop',
    'College Admissions Seminar',
    'Immigration Q&A',
    'Financial Planning Talk',
  ],
  Entertainment: ['Bollywood Night', 'Comedy Show', 'Live Concert', 'DJ Night', 'Antakshari', 'Film Screening', 'Qawwali Evening'],
  Sports: ['Cricket Tournament', 'Kabaddi Cup', 'Badminton Open', 'Yoga in the Park', '5K Fun Run', 'Chess Championship'],
  Workshop: ['Rangoli Workshop', 'Mehndi Workshop', 'Cooking Class', 'Bharatanatyam Workshop', 'Tabla Workshop', 'Yoga Retreat'],
  'Exhibitions & Shopping': ['Bazaar', 'Saree Exhibition', 'Jewelry Expo', 'Art Exhibition', 'Handloom Fair', 'Food Festival'],
};
const ORG_WORDS = [
  'Tamil Sangam',
  'Telugu Association',
  'Gujarati Samaj',
  'Bengali Association',
  'Marathi Mandal',
  'Punjabi Society',
  'Kannada Koota',
  'Malayali Association',
  'Hindu Temple',
  'Gurudwara',
  'Indian Cultural Center',
  'India Association',
  'Desi Professionals',
  'Bollywood Dance Academy',
  'Carnatic Music Circle',
  'Cricket Club',
  'Yoga Foundation',
  'Kala Kendra',
  'Rajasthani Parivar',
  'Odia Society',
  'Sindhi Association',
  'Jain Center',
  'Vedanta Society',
  'Balvihar',
];
const VENUES = [
  'Community Center',
  'Hindu Temple',
  'Convention Center',
  'High School Auditorium',
  'Public Library',
  'City Park',
  'Civic Center',
  'Banquet Hall',
  'Performing Arts Center',
  'Recreation Center',
  'Cultural Center',
  'Gurudwara Hall',
  'Fairgrounds',
];
const VOCAB = (
  'celebrate celebration festival festivities community families children kids youth seniors welcome everyone join us evening ' +
  'traditional authentic food stalls vegetarian snacks chaat samosa biryani dosa idli vada pav jalebi gulab jamun lassi chai ' +
  'music dance performance performers stage bhangra bharatanatyam kathak odissi kuchipudi bollywood classical ' +
  'folk songs bhajans kirtan aarti puja prayers temple priest blessings prasad diyas lamps lights rangoli fireworks sparklers ' +
  'colors henna mehndi saree kurta lehenga attire dress code ethnic wear raffle prizes games contest competition registration ' +
  'tickets free entry parking available volunteers sponsors donation charity fundraiser nonprofit organization association ' +
  'cultural heritage language hindi tamil telugu kannada malayalam marathi gujarati bengali punjabi urdu sanskrit workshop ' +
  'class lessons beginners advanced students teachers guru learn practice yoga meditation wellness health camp doctors ' +
  'seminar talk speakers panel discussion networking professionals entrepreneurs startup career mentorship immigration ' +
  'visa finance tax planning college admissions scholarship cricket tournament teams league kabaddi badminton tennis run ' +
  'walk marathon picnic park potluck lunch dinner buffet catering restaurant shopping bazaar vendors exhibition jewelry ' +
  'handicrafts artisans handloom art gallery painting photography film screening movie comedy concert live band singers ' +
  'orchestra tabla sitar veena flute harmonium ghazal qawwali sufi night mela utsav sangeet festive season year ' +
  'annual grand gala program schedule afternoon morning weekend saturday sunday doors open refreshments served bring ' +
  'friends neighbours enjoy fun memories together unity diversity india indian diaspora american desi'
).split(' ');

function weighted(list, rnd) {
  const total = list.reduce((s, x) => s + x[x.length - 1], 0);
  let r = rnd() * total;
  for (const x of list) if ((r -= x[x.length - 1]) < 0) return x;
  return list[list.length - 1];
}
const pick = (arr, rnd) => arr[Math.floor(rnd() * arr.length)];

function ymd(d) {
  return d.toISOString().slice(0, 10);
}

function csv(v) {
  if (v === null || v === undefined) return '';
  const s = String(v);
  return /[",\n\r]/.test(s) || s === '' ? `"${s.replace(/"/g, '""')}"` : s;
}

/** Organizations with an event budget each: heavy-tailed 1..500, summing to n (a few events without organization). */
function planOrganizations(n, rnd) {
  const orgs = [];
  let left = Math.round(n * 0.97);
  let i = 0;
  while (left > 0) {
    // Pareto-like: most organizations list a handful of events, a few list hundreds.
    const count = Math.min(left, Math.max(1, Math.min(500, Math.floor(1 / Math.pow(rnd(), 0.9)))));
    const [city, state] = rnd() < 0.7 ? weighted(PRESET_CITIES, rnd) : pick(OTHER_CITIES, rnd);
    const name = `${city} ${pick(ORG_WORDS, rnd)}${i >= ORG_WORDS.length * 40 ? ` ${i}` : rnd() < 0.5 ? '' : ` ${['of North', 'of Greater', 'Chapter'][i % 3]} ${i}`}`;
    orgs.push({ id: randomUUID(), name, city, state, count, approved: rnd() < 0.92 });
    left -= count;
    i++;
  }
  return orgs;
}

function description(rnd, festival, city) {
  const words = 50 + Math.floor(rnd() * 351);
  const out = [];
  for (let i = 0; i < words; i++) {
    if (i % 17 === 0) out.push(festival.toLowerCase());
    else if (i % 41 === 5) out.push(city);
    else out.push(pick(VOCAB, rnd));
  }
  out[0] = out[0][0].toUpperCase() + out[0].slice(1);
  return out.join(' ') + '.';
}

const TIMES = [
  '9:00 AM',
  '10:00 AM',
  '10:30 AM',
  '11:00 AM',
  '12:00 PM',
  '1:00 PM',
  '2:00 PM',
  '3:30 PM',
  '4:00 PM',
  '5:00 PM',
  '6:00 PM',
  '6:30 PM',
  '7:00 PM',
  '7:30 PM',
  '8:00 PM',
];

function* eventRows(orgs, n, rnd, today) {
  let made = 0;
  const emit = function* (org) {
    const [cat] = weighted(CATEGORIES, rnd);
    const festival = pick(FESTIVALS, rnd);
    const [city, state] =
      org && rnd() < 0.85 ? [org.city, org.state] : rnd() < 0.7 ? weighted(PRESET_CITIES, rnd) : pick(OTHER_CITIES, rnd);
    const kind = pick(EVENT_KINDS[cat], rnd);
    const title = rnd() < 0.6 ? `${festival} ${kind}` : `${city} ${kind}${rnd() < 0.3 ? ` ${today.getUTCFullYear()}` : ''}`;
    const date = new Date(today.getTime() + Math.floor(rnd() * 730 - 365) * 86400000);
    const ti = Math.floor(rnd() * TIMES.length);
    const free = rnd() < 0.35;
    const price = free ? null : (5 + Math.floor(rnd() * 20) * 5).toFixed(2);
    const id = randomUUID();
    made++;
    yield [
      id,
      title,
      description(rnd, festival, city),
      org ? org.id : null,
      cat,
      ymd(date),
      TIMES[ti],
      rnd() < 0.7 ? TIMES[Math.min(TIMES.length - 1, ti + 2)] : null,
      `${city} ${pick(VENUES, rnd)}`,
      city,
      state,
      price,
      free ? 'Free' : rnd() < 0.3 ? `$${price} per family` : null,
      free ? 't' : 'f',
      rnd() < 0.4 ? `https://tickets.example.org/${id.slice(0, 8)}` : null,
      null,
      rnd() < 0.96 ? 't' : 'f',
    ];
  };
  for (const org of orgs) for (let k = 0; k < org.count && made < n; k++) yield* emit(org);
  while (made < n) yield* emit(null);
}

const EVENT_COLUMNS = [
  'id',
  'title',
  'description',
  '"organizationId"',
  'category',
  'date',
  '"startTime"',
  '"endTime"',
  'venue',
  'city',
  'state',
  'price',
  '"priceText"',
  '"isFree"',
  '"ticketUrl"',
  '"imageUrl"',
  '"isApproved"',
];

function* linesChunks(gen, chunkRows = 500) {
  let buf = [];
  for (const row of gen) {
    buf.push(row.map(csv).join(',') + '\n');
    if (buf.length >= chunkRows) {
      yield buf.join('');
      buf = [];
    }
  }
  if (buf.length) yield buf.join('');
}

function linesStream(gen, chunkRows = 500) {
  return Readable.from(linesChunks(gen, chunkRows));
}

/**
 * Loads n events (and their organizations) with COPY into the database behind `pool`.
 * Returns timings and a sample of event ids (for the detail benchmark).
 */
async function loadData(pool, n, { seed = 8, log = () => undefined, fastVocabulary = false, keepIndexes = false } = {}) {
  const today = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate()));
  const orgs = planOrganizations(n, mulberry32(seed));
  const t0 = performance.now();
  const client = await pool.connect();
  try {
    await pipeline(
      linesStream(
        orgs.map((o) => [
          o.id,
          o.name,
          `${o.name} brings the ${o.city} community together.`,
          `https://example.org/${o.id.slice(0, 8)}`,
          `events+${o.id.slice(0, 8)}@example.org`,
          o.city,
          o.state,
          o.approved ? 't' : 'f',
        ]),
      ),
      client.query(
        copyFrom(
          `COPY organizations (id, name, description, website, "contactEmail", city, state, "isApproved") FROM STDIN WITH (FORMAT csv)`,
        ),
      ),
    );
    const tOrgs = performance.now();
    log(`  ${orgs.length} organizations in ${((tOrgs - t0) / 1000).toFixed(1)} s; copying ${n} events`);
    // When every row is in (row triggers and indexes done), the statement trigger that fills the
    // search vocabulary still runs: poll COPY progress from another connection to split the two.
    let tRows = null;
    // --fast-vocabulary (for 1M-event runs): the statement trigger that collects search words is
    // switched off for the COPY and the same words (lower-cased runs of 3–40 letters/digits of title,
    // venue, city, description; the generated text is ASCII, so unaccent changes nothing) are
    // collected here and inserted in one statement with their English stems. Same search_terms
    // content, much faster.
    const words = fastVocabulary ? new Set() : null;
    // Bulk-load practice: the events table's secondary indexes (GIN full text, trigrams, listing
    // order…) are dropped for the COPY and built afterwards from the sorted data, two at a time
    // (2 cores) — part of the timed load. Indexes behind constraints (primary key, unique) stay.
    // --keep-indexes times the product's row-by-row path instead.
    const secondary = keepIndexes
      ? []
      : (
          await client.query(`
      SELECT i.relname AS name, pg_get_indexdef(i.oid) AS def FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
       WHERE x.indrelid = 'events'::regclass AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = x.indexrelid)
       ORDER BY pg_relation_size(i.oid) DESC`)
        ).rows;
    for (const ix of secondary) await client.query(`DROP INDEX ${ix.name}`);
    if (fastVocabulary) await client.query('ALTER TABLE events DISABLE TRIGGER events_collect_terms_insert');
    const rowsOf = (gen) =>
      (function* () {
        for (const r of gen) {
          if (words)
            for (const w of `${r[1]} ${r[8]} ${r[9]} ${r[2].slice(0, 4000)}`.toLowerCase().split(/[^a-z0-9]+/))
              if (w.length >= 3 && w.length <= 40) words.add(w);
          yield r;
        }
      })();
    const poller = setInterval(async () => {
      try {
        const { rows } = await pool.query('SELECT coalesce(sum(tuples_processed), 0)::bigint AS n FROM pg_stat_progress_copy');
        if (tRows === null && rows[0] && Number(rows[0].n) >= n) tRows = performance.now();
      } catch {
        /* ignore */
      }
    }, 250);
    // Two COPY streams on two connections (2 cores) pulling CSV chunks of 500 rows from one shared
    // generator: each chunk goes to whichever stream asks first.
    const STREAMS = 2;
    const chunks = linesChunks(rowsOf(eventRows(orgs, n, mulberry32(seed + 1), today)));
    const streamRows = () =>
      Readable.from(
        (function* () {
          for (let c = chunks.next(); !c.done; c = chunks.next()) yield c.value;
        })(),
        { highWaterMark: 1 },
      );
    try {
      await Promise.all(
        Array.from({ length: STREAMS }, async (_, k) => {
          const c = k === 0 ? client : await pool.connect();
          try {
            await pipeline(streamRows(), c.query(copyFrom(`COPY events (${EVENT_COLUMNS.join(', ')}) FROM STDIN WITH (FORMAT csv)`)));
          } finally {
            if (c !== client) c.release();
          }
        }),
      );
    } finally {
      clearInterval(poller);
      if (fastVocabulary) await client.query('ALTER TABLE events ENABLE TRIGGER events_collect_terms_insert');
    }
    const tCopyDone = performance.now();
    let tIndexes = tCopyDone;
    if (secondary.length) {
      const queue = [...secondary];
      await Promise.all(
        [0, 1].map(async () => {
          const c = await pool.connect();
          try {
            await c.query(`SET maintenance_work_mem = '512MB'`);
            for (let ix = queue.shift(); ix; ix = queue.shift()) await c.query(ix.def);
          } finally {
            c.release();
          }
        }),
      );
      tIndexes = performance.now();
      log(`  ${secondary.length} secondary indexes built in ${((tIndexes - tCopyDone) / 1000).toFixed(1)} s`);
    }
    if (words) {
      tRows ??= tCopyDone;
      // The words and their English stems (the lexemes of the search documents), as the trigger collects them.
      await client.query(
        `INSERT INTO search_terms (term)
         SELECT w FROM unnest($1::text[]) AS w
         UNION
         SELECT s FROM unnest($1::text[]) AS w, unnest(tsvector_to_array(to_tsvector('english', w))) AS s WHERE length(s) BETWEEN 3 AND 40 AND s ~ '^[a-z0-9]+$'
         ORDER BY 1 ON CONFLICT DO NOTHING`,
        [[...words]],
      );
    }
    const tCopy = performance.now();
    await client.query('VACUUM ANALYZE organizations');
    await client.query('VACUUM ANALYZE events');
    await client.query('VACUUM ANALYZE search_terms');
    const tVac = performance.now();
    const { rows: ids } = await client.query(`SELECT e.id FROM events e LEFT JOIN organizations o ON o.id = e."organizationId"
      WHERE e."isApproved" AND (o.id IS NULL OR o."isApproved") ORDER BY md5(e.id::text) LIMIT 1000`);
    const {
      rows: [counts],
    } = await client.query(`SELECT (SELECT count(*)::int FROM events) AS events, (SELECT count(*)::int FROM organizations) AS orgs,
      (SELECT count(*)::int FROM search_terms) AS terms, (SELECT max(c)::int FROM (SELECT count(*) c FROM events WHERE "organizationId" IS NOT NULL GROUP BY "organizationId") x) AS "maxPerOrg",
      pg_size_pretty(pg_total_relation_size('events')) AS "eventsSize"`);
    return {
      orgs: orgs.length,
      copySeconds: (tCopy - t0) / 1000,
      rowsSeconds: tRows === null ? null : (tRows - t0) / 1000,
      indexSeconds: secondary.length ? (tIndexes - tCopyDone) / 1000 : null,
      vocabularySeconds: tRows === null ? null : (tCopyDone - tRows) / 1000,
      indexesRebuilt: secondary.map((ix) => ix.name),
      vacuumSeconds: (tVac - tCopy) / 1000,
      sampleIds: ids.map((r) => r.id),
      counts,
    };
  } finally {
    client.release();
  }
}

/** Migrates the database at `url` with the build in `dist` (its backend/dist). */
async function migrateWith(dist, url) {
  const { createDataSource, runMigrationsLocked } = require(path.join(dist, 'database/data-source.js'));
  const ds = createDataSource({ url, poolSize: 2, applicationName: 'bench-migrate' });
  await ds.initialize();
  try {
    await runMigrationsLocked(ds);
  } finally {
    await ds.destroy();
  }
}

/** The session settings build `dist` gives its connections (PLANNER_OPTIONS: the planner's costs), for a pool that runs its SQL. */
function plannerOptions(dist) {
  return require(path.join(dist, 'database/data-source.js')).PLANNER_OPTIONS;
}

module.exports = { loadData, migrateWith, plannerOptions, mulberry32, PRESET_CITIES, OTHER_CITIES, CATEGORIES, FESTIVALS, VOCAB };
