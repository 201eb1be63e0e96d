/** The console's form choices, built on the constants shared with the backend and the public site. */
import { EVENT_CATEGORIES, US_STATES } from '@sangam/shared';

export const CATEGORY_CHOICES = EVENT_CATEGORIES.map((c) => ({ id: c, name: c }));
export const STATE_CHOICES = US_STATES.map((s) => ({ id: s.code, name: `${s.code} - ${s.name}` }));

/** State choices plus a record's current value when it is not one of the 50 (e.g. an older 'DC' organization). */
export function stateChoicesWith(current: string | null | undefined) {
  if (!current || STATE_CHOICES.some((c) => c.id === current)) return STATE_CHOICES;
  return [...STATE_CHOICES, { id: current, name: current }];
}
