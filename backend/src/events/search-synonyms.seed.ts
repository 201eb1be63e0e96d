import { festivalSynonymGroups } from '../festivals/festival-synonyms';

/** A group of words a search treats as one. */
export interface SynonymGroup {
  name: string;
  terms: string[];
}

/** The community's everyday variants that are not a festival's names (issue 21). */
const EVERYDAY_GROUPS: SynonymGroup[] = [
  { name: 'Garba', terms: ['garba', 'garbha', 'raas'] },
  { name: 'Ganesh', terms: ['ganesh', 'ganesha', 'ganpati', 'ganapati', 'vinayaka', 'vinayagar'] },
  { name: 'Chaturthi', terms: ['chaturthi', 'chathurthi', 'chavithi'] },
  { name: 'Puja', terms: ['puja', 'pujo', 'pooja'] },
  { name: 'Pongal, Sankranti, Lohri', terms: ['pongal', 'sankranti', 'sankranthi', 'lohri'] },
  { name: 'Ugadi, Gudi Padwa', terms: ['ugadi', 'yugadi', 'gudi', 'gudhi'] },
  { name: 'Rath Yatra', terms: ['rath', 'ratha', 'rathayatra', 'rathyatra'] },
  { name: 'Eid', terms: ['eid', 'bakrid'] },
];

/**
 * The groups shipped in the search_synonyms table: each festival's one-word names (Diwali, Deepavali,
 * Deepawali …; two or more of them), then EVERYDAY_GROUPS.
 */
export function shippedSynonymGroups(): SynonymGroup[] {
  const festivals = festivalSynonymGroups()
    .map((g) => ({ name: g.terms[0].replace(/\b\w/g, (c) => c.toUpperCase()), terms: g.terms.filter((t) => /^[a-z0-9]+$/.test(t)) }))
    .filter((g) => g.terms.length >= 2);
  return [...festivals, ...EVERYDAY_GROUPS];
}
