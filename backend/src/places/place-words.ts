import { lazy } from '../common/lazy';
import { placeKey, STATE_NAMES, stateCode } from './place-names';
import {
  AMBIGUOUS_STATE_CODES,
  CODE_METROS,
  CURATED_METROS,
  COMMON_WORDS,
  NAME_WORDS,
  PLACE_PREPOSITIONS,
  PLACE_WORDS,
  PRINCIPAL_CITY_MIN_POPULATION,
  REGIONS,
} from './places.config';
import { Metro, placesIndex } from './places-data';
import { Located, locate } from './places';

/** A place named in search text: a state, a metro area (slug) or a city with its coordinates. */
export interface ParsedPlace {
  state?: string;
  metro?: string;
  city?: string;
  latitude?: number;
  longitude?: number;
}

/** Longer search text is not parsed for places (the search itself bounds its text too). */
export const MAX_PLACE_TEXT = 200;
const MAX_TOKENS = 40;

type Hit = { kind: 'state'; state: string } | { kind: 'metro'; metro: Metro } | { kind: 'city'; place: Located };

interface Vocabulary {
  phrases: Map<string, Hit>;
  maxWords: number;
}

function resolvePlaceWord(word: string, city: string, state: string, zip?: string): Located {
  const place = zip ? locate({ zip, state }) : locate({ city, state });
  if (!place) throw new Error(`places: the place word "${word}" (${city}, ${state}) is not in the data`);
  return { ...place, city };
}

/** Phrase → place, later entries winning: state names, large metros' first cities, curated metros, regions, suburbs. */
function buildVocabulary(): Vocabulary {
  const idx = placesIndex();
  const phrases = new Map<string, Hit>();
  for (const [code, name] of Object.entries(STATE_NAMES)) phrases.set(placeKey(name), { kind: 'state', state: code });

  const curated = new Set(CURATED_METROS.map((c) => c.cbsa));
  const firstCities = new Map<string, Metro[]>();
  for (const m of idx.metrosByCbsa.values()) {
    if (m.kind !== 'metro') continue;
    const key = placeKey(m.principalCities[0]);
    firstCities.set(key, [...(firstCities.get(key) ?? []), m]);
  }
  for (const [key, metros] of firstCities) {
    const m = metros[0];
    if (metros.length > 1 || curated.has(m.cbsa!) || m.population < PRINCIPAL_CITY_MIN_POPULATION) continue;
    if (COMMON_WORDS.has(key) || NAME_WORDS.has(key)) continue;
    phrases.set(key, { kind: 'metro', metro: m });
  }

  for (const c of CURATED_METROS) {
    const metro = idx.metrosByCbsa.get(c.cbsa)!;
    for (const word of [c.slug.replace(/-/g, ' '), c.name, ...(c.aliases ?? [])]) phrases.set(placeKey(word), { kind: 'metro', metro });
  }
  for (const r of REGIONS) {
    const metro = idx.metros.get(r.slug)!;
    for (const word of [r.slug.replace(/-/g, ' '), ...(r.aliases ?? [])]) phrases.set(placeKey(word), { kind: 'metro', metro });
  }
  for (const [word, p] of Object.entries(PLACE_WORDS)) {
    phrases.set(placeKey(word), { kind: 'city', place: resolvePlaceWord(word, p.city, p.state, p.zip) });
  }
  let maxWords = 1;
  for (const key of phrases.keys()) maxWords = Math.max(maxWords, key.split(' ').length);
  return { phrases, maxWords };
}

const vocabulary = lazy(buildVocabulary);

/** Builds the word list now rather than on the first search. */
export function loadPlaceWords(): void {
  vocabulary();
}

interface Token {
  raw: string;
  key: string;
}

/** A piece of the text: a place (spanning tokens start..end-1) or a plain token. */
interface Segment {
  start: number;
  end: number;
  hit?: Hit;
  /** A two-letter code that is a state only next to a city of that state ("portland or"). */
  maybeState?: string;
}

function hitState(hit: Hit): string[] {
  if (hit.kind === 'state') return [hit.state];
  if (hit.kind === 'city') return [hit.place.state];
  return hit.metro.states;
}

/** The code's reading on its own: a metro ("LA", "DC"), a state, a state only beside a city, or nothing. */
function readCode(raw: string, capsMatter: boolean): Pick<Segment, 'hit' | 'maybeState'> {
  if (!/^[A-Za-z]{2}$/.test(raw)) return {};
  const upper = raw.toUpperCase();
  const written = capsMatter && raw === upper;
  if (written && CODE_METROS[upper]) return { hit: { kind: 'metro', metro: placesIndex().metros.get(CODE_METROS[upper])! } };
  const state = stateCode(upper);
  if (!state || !/^[A-Z]{2}$/.test(state)) return {};
  if (written || !AMBIGUOUS_STATE_CODES.has(raw.toLowerCase())) return { hit: { kind: 'state', state } };
  return { maybeState: state };
}

/** The city that the last one to three plain segments name in `state`, if any ("jersey city" + NJ). */
function cityBefore(tokens: Token[], segments: Segment[], state: string): Segment | null {
  const at = segments.length;
  for (let count = Math.min(3, at); count >= 1; count--) {
    const parts = segments.slice(at - count, at);
    if (parts.some((s) => s.hit)) continue;
    const key = parts.map((s) => tokens[s.start].key).join(' ');
    if (!key || COMMON_WORDS.has(key) || PLACE_PREPOSITIONS.has(key)) continue;
    const place = locate({ city: key, state });
    if (place && place.source !== 'county')
      return { start: parts[0].start, end: parts[parts.length - 1].end, hit: { kind: 'city', place } };
  }
  return null;
}

function toParsed(hit: Hit): ParsedPlace {
  if (hit.kind === 'state') return { state: hit.state };
  if (hit.kind === 'metro') return { metro: hit.metro.slug };
  const p = hit.place;
  return { city: p.city, state: p.state, ...(p.metro ? { metro: p.metro } : {}), latitude: p.latitude, longitude: p.longitude };
}

/**
 * Finds a place in search text and returns the rest for the text search: "diwali new jersey" →
 * { state: 'NJ' } + "diwali"; "garba NJ" → NJ + "garba"; "edison" → Edison, NJ (metro new-york) + "".
 * Two-letter words that are also state codes ("in", "or", "me", "hi", "ok") count only in capitals or
 * right after a city of that state. The first place found is taken; others stay in the text.
 */
export function parsePlaceWords(text: string): { place: ParsedPlace | null; rest: string } {
  const original = (text ?? '').trim();
  if (!original || original.length > MAX_PLACE_TEXT) return { place: null, rest: original };
  const tokens: Token[] = (original.match(/[^\s,;:/()!?"|]+/g) ?? []).slice(0, MAX_TOKENS).map((raw) => ({ raw, key: placeKey(raw) }));
  const letters = tokens.map((t) => t.raw).join('');
  const capsMatter = tokens.length < 2 || /[a-z]/.test(letters);
  const { phrases, maxWords } = vocabulary();
  /** The place key of tokens start..end-1. */
  const keyOf = (start: number, end: number) =>
    tokens
      .slice(start, end)
      .map((t) => t.key)
      .join(' ');

  const segments: Segment[] = [];
  for (let i = 0; i < tokens.length;) {
    // The longest phrase starting here, else the token on its own.
    let n = Math.min(maxWords, tokens.length - i);
    while (n > 0 && !phrases.has(keyOf(i, i + n))) n--;
    const hit = n > 0 ? phrases.get(keyOf(i, i + n)) : undefined;
    segments.push(hit ? { start: i, end: i + n, hit } : { start: i, end: i + 1, ...readCode(tokens[i].raw, capsMatter) });
    i += Math.max(n, 1);
  }

  // A state after a city or metro confirms or chooses it: "edison nj", "portland maine", "dallas tx".
  const merged: Segment[] = [];
  for (const seg of segments) {
    const code = seg.hit?.kind === 'state' ? seg.hit.state : seg.maybeState;
    const prev = merged[merged.length - 1];
    if (code && prev?.hit && prev.hit.kind !== 'state') {
      if (hitState(prev.hit).includes(code)) {
        prev.end = seg.end;
        continue;
      }
      const place = locate({ city: keyOf(prev.start, prev.end), state: code });
      if (place) {
        merged[merged.length - 1] = { start: prev.start, end: seg.end, hit: { kind: 'city', place } };
        continue;
      }
    }
    if (code && !prev?.hit) {
      const city = cityBefore(tokens, merged, code);
      if (city) {
        // Plain segments are one token each: the city replaces as many segments as it has words.
        merged.splice(merged.length - (city.end - city.start), city.end - city.start, { ...city, end: seg.end });
        continue;
      }
    }
    merged.push(seg.maybeState ? { start: seg.start, end: seg.end } : seg);
  }

  const at = merged.findIndex((s) => s.hit);
  if (at < 0) return { place: null, rest: original };
  const chosen = merged[at];
  // A state next to a city or metro in it names that city or metro ("nj edison").
  const next = merged[at + 1];
  let place = chosen.hit!;
  let dropFrom = at;
  let dropTo = at;
  if (place.kind === 'state' && next?.hit && next.hit.kind !== 'state' && hitState(next.hit).includes(place.state)) {
    place = next.hit;
    dropTo = at + 1;
  }
  const before = merged[at - 1];
  if (before && !before.hit && PLACE_PREPOSITIONS.has(tokens[before.start].key)) dropFrom = at - 1;
  const rest = merged
    .filter((_, k) => k < dropFrom || k > dropTo)
    .flatMap((s) => tokens.slice(s.start, s.end).map((t) => t.raw))
    .join(' ');
  return { place: toParsed(place), rest };
}
