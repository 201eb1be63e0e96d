'use strict';
/** The organizer create-event scenarios (POST /api/events), shared by run.js and create.js. */

/** A new organizer account (signed up through the API, not approved): its bearer token. */
async function organizerToken(base) {
  const r = await fetch(`${base}/api/org/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Garba Collective',
      contactEmail: `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`,
      password: 'bench-password-1',
      city: 'Dallas',
      state: 'TX',
    }),
  });
  const body = await r.json();
  if (!body.token) throw new Error(`organizer signup failed: ${r.status} ${JSON.stringify(body)}`);
  return body.token;
}

/** An organizer whose organization an admin has approved: its events go live (the path of a listed organization). */
async function approvedOrganizerToken(base, adminPassword) {
  const token = await organizerToken(base);
  const orgId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url')).sub;
  const login = await fetch(`${base}/api/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: adminPassword }),
  });
  const admin = (await login.json()).token;
  const r = await fetch(`${base}/api/admin/organizations/${orgId}/approve`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${admin}` },
  });
  if (r.status !== 200) throw new Error(`approving the bench organization failed: ${r.status}`);
  return token;
}

/** Titles of known words that share few of them, so an approved organizer's creates are not each other's near-duplicates. */
const TITLE_WORDS =
  'Diwali Garba Holi Pongal Onam Bihu Lohri Baisakhi Navratri Dandiya Bhangra Kathak Carnatic Sitar Tabla Yoga Cricket Kabaddi Rangoli Mehndi Satsang Bhajan Kirtan Puja Mela Utsav Sangeet Natak Kavi Sammelan Chess Hackathon Picnic Seminar Workshop Concert Retreat Marathon Bazaar Gala'.split(
    ' ',
  );
function distinctTitle(n) {
  const w = (k) => TITLE_WORDS[Math.floor(n / TITLE_WORDS.length ** k) % TITLE_WORDS.length];
  return `${w(0)} ${w(1)} ${w(2)}`;
}

function futureDate(days) {
  return new Date(Date.now() + days * 86400000).toISOString().slice(0, 10);
}

/** autocannon options: POSTs of numbered events to `url` by `organizer`; `vary(i)` gives the i-th event's title, description and date. */
function createRequests(url, organizer, vary) {
  let i = 0;
  const body = () => ({
    ...vary(++i),
    category: 'Cultural Events',
    startTime: '7:00 PM',
    venue: 'Bench Community Center',
    city: 'Dallas',
    state: 'TX',
    price: 15,
  });
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${organizer}` };
  /** How many creates went live and how many were held (counted from the answers). */
  const outcomes = { live: 0, held: 0 };
  const onResponse = (status, answer) => {
    if (status === 201) outcomes[/"isApproved":true/.test(answer) ? 'live' : 'held']++;
  };
  const setupRequest = (req) => ({ ...req, body: JSON.stringify(body()) });
  return { url, outcomes, requests: [{ method: 'POST', path: '/api/events', headers, setupRequest, onResponse }] };
}

/**
 * The two create scenarios against the server at `url`:
 * - held: a new, not yet approved organization posting near-duplicate titles (every event held, "held for review" mailed);
 * - live: an approved organization's distinct events, which go live at once.
 */
async function createScenarios(url, adminPassword) {
  const held = await organizerToken(url);
  const live = await approvedOrganizerToken(url, adminPassword);
  return {
    held: createRequests(url, held, (i) => ({
      title: `Bench Garba Night ${i}`,
      description: `Navaratri garba and dandiya evening number ${i} with live dhol and food stalls.`,
      date: futureDate(10 + (i % 200)),
    })),
    live: createRequests(url, live, (i) => ({
      title: distinctTitle(i),
      description: `Community evening number ${i} with music, food stalls and activities for families.`,
      date: futureDate(10 + (i % 300)),
    })),
  };
}

module.exports = { organizerToken, approvedOrganizerToken, createScenarios, distinctTitle, futureDate };
