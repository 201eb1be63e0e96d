import { FESTIVALS, festivalBySlug } from '../festivals/festival-definitions';
import { detectFestival } from '../festivals/detect-festival';
import { inferLanguages } from './infer-languages';
import { inferTags, PRACTICAL_TAGS } from './infer-tags';
import { ALL_COMMUNITIES, COMMUNITY_CODES, isCommunityCode } from './languages';

/**
 * The festival, communities and practical tags an event carries (columns on events), and the rules
 * for what an organizer or admin may choose. A field the organizer/admin chose is kept; the others are
 * inferred from the organization's name and the event's text at every write (docs/festivals.md).
 */

/** The fields an organizer or admin may choose; `chosen` lists the ones they did. */
const COMMUNITY_FIELDS = ['festival', 'languages', 'tags'] as const;
export type CommunityField = (typeof COMMUNITY_FIELDS)[number];

export interface CommunityColumns {
  festival: string | null;
  languages: string[];
  tags: string[];
  chosen: CommunityField[];
}

/** What a create/update body says: undefined = not sent; festival 'auto' / languages or tags null = back to inference. */
export interface CommunityChoice {
  festival?: string | null;
  languages?: string[] | null;
  tags?: string[] | null;
}

/** The text inference reads; an organization's chosen languages stand in when the event's text names no community. */
export interface CommunityText {
  organizationName?: string | null;
  organizationLanguages?: string[] | null;
  title: string | null | undefined;
  description: string | null | undefined;
}

/** Festivals an event can be linked to: the festivals themselves, not their days (Dhanteras is Diwali's). */
export const EVENT_FESTIVALS: readonly string[] = FESTIVALS.filter((f) => !f.parent).map((f) => f.slug);
/** The festival value that gives the field back to inference. */
export const FESTIVAL_AUTO = 'auto';
/** At most this many languages per event or organization (more is 'all'). */
export const MAX_CHOSEN_LANGUAGES = 3;

export const unknownFestivalMessage = (v: string) => `Unknown festival '${v.slice(0, 60)}'. Known festivals: ${EVENT_FESTIVALS.join(', ')}`;
const unknownLanguageMessage = (v: string) => `Unknown language '${v.slice(0, 40)}'. Known languages: ${COMMUNITY_CODES.join(', ')}`;
const unknownTagMessage = (v: string) => `Unknown tag '${v.slice(0, 40)}'. Known tags: ${PRACTICAL_TAGS.join(', ')}`;
export const LANGUAGES_CHOICE_MESSAGE = `languages must be 1 to ${MAX_CHOSEN_LANGUAGES} language codes, or ["all"] alone`;

/** The festival an event is linked to: a festival's day counts as the festival ('lakshmi-puja' → 'diwali'). */
export function eventFestival(slug: string | null | undefined): string | null {
  if (!slug) return null;
  const f = festivalBySlug(slug);
  return f ? (f.parent ?? f.slug) : null;
}

export function isEventFestival(v: unknown): v is string {
  return typeof v === 'string' && EVENT_FESTIVALS.includes(v);
}

/** The message for a value that is not one of the known ones, or null (`festival`, `language`, `tag`). */
export function unknownValueMessage(kind: 'festival' | 'language' | 'tag', value: string): string | null {
  if (kind === 'festival') return isEventFestival(value) ? null : unknownFestivalMessage(value);
  if (kind === 'language') {
    const unknown = languageCodes(value).find((code) => !isCommunityCode(code));
    return unknown === undefined ? null : unknownLanguageMessage(unknown);
  }
  return (PRACTICAL_TAGS as readonly string[]).includes(value) ? null : unknownTagMessage(value);
}

/** A listing's language filter, one code or several ('te,ta': events serving any of them), as codes. */
export function languageCodes(value: string): string[] {
  return value.split(',').map((code) => code.trim().toLowerCase());
}

/**
 * The problem with chosen languages, or null: known codes, 1 to MAX_CHOSEN_LANGUAGES of them, 'all' alone.
 * (An organization's choice follows the same rule.)
 */
export function languagesChoiceError(languages: readonly string[]): string | null {
  for (const l of languages) if (!isCommunityCode(l)) return unknownLanguageMessage(String(l));
  if (languages.length < 1 || languages.length > MAX_CHOSEN_LANGUAGES) return LANGUAGES_CHOICE_MESSAGE;
  if (languages.includes(ALL_COMMUNITIES) && languages.length > 1) return LANGUAGES_CHOICE_MESSAGE;
  if (new Set(languages).size !== languages.length) return LANGUAGES_CHOICE_MESSAGE;
  return null;
}

/** An organization's languages: its choice, else inferred from its name. */
export function organizationLanguages(name: string, chosen: string[] | null | undefined): string[] {
  return chosen?.length ? chosen : inferLanguages(name, null, null);
}

/** What the rules infer for an event's text (docs/festivals.md). */
function inferCommunity(t: CommunityText, chosenFestival?: string | null): Omit<CommunityColumns, 'chosen'> {
  const detected = chosenFestival !== undefined ? chosenFestival : detectFestival(t.title, t.description);
  let languages: string[] = inferLanguages(t.organizationName, t.title, t.description, detected);
  // An organization that says whom it serves speaks for its events that name no community themselves.
  if (t.organizationLanguages?.length && languages.length === 1 && languages[0] === ALL_COMMUNITIES) {
    const own = inferLanguages(null, t.title, t.description, detected);
    languages = own.length === 1 && own[0] === ALL_COMMUNITIES ? [...t.organizationLanguages] : own;
  }
  const text = [t.title, t.description].filter(Boolean).join('\n');
  return { festival: eventFestival(detected), languages, tags: inferTags(text) };
}

/**
 * The columns to store for an event: chosen fields (now or before, unless given back to inference) keep
 * their value; the others are inferred from the current text. The caller has checked the choice
 * (the event form's fields, events/dto/event-fields.ts).
 */
export function communityColumns(text: CommunityText, choice: CommunityChoice = {}, existing?: CommunityColumns | null): CommunityColumns {
  const chosen = new Set<CommunityField>(existing?.chosen ?? []);
  const out = {
    festival: existing?.festival ?? null,
    languages: existing?.languages ?? [],
    tags: existing?.tags ?? [],
  };
  // Each field's choice: undefined = not sent, null = given back to inference, else the value to keep.
  const given: Record<CommunityField, { value: unknown } | null | undefined> = {
    festival:
      choice.festival === FESTIVAL_AUTO ? null : choice.festival === undefined ? undefined : { value: eventFestival(choice.festival) },
    languages: choice.languages && { value: [...choice.languages] },
    tags: choice.tags && { value: PRACTICAL_TAGS.filter((t) => choice.tags!.includes(t)) },
  };
  for (const f of COMMUNITY_FIELDS) {
    const g = given[f];
    // A value equal to the stored one changes nothing (a form or react-admin sends every field back).
    if (g === undefined || (g && existing && JSON.stringify(existing[f]) === JSON.stringify(g.value))) continue;
    if (g === null) chosen.delete(f);
    else {
      chosen.add(f);
      (out as Record<CommunityField, unknown>)[f] = g.value;
    }
  }
  if (COMMUNITY_FIELDS.some((f) => !chosen.has(f))) {
    const inferred = inferCommunity(text, chosen.has('festival') ? out.festival : undefined);
    for (const f of COMMUNITY_FIELDS) if (!chosen.has(f)) (out as Record<CommunityField, unknown>)[f] = inferred[f];
  }
  return { ...out, chosen: COMMUNITY_FIELDS.filter((f) => chosen.has(f)) };
}
