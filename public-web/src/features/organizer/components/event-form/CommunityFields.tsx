import { useFestivals, useLanguages, useTags } from '../../../../api/community';
import { Field } from '../Field';
import type { EventFormApi } from './fields';

/**
 * Festival, languages and practical tags (contract 24): optional; left alone, Sangam reads them from the
 * title and description. An event being edited shows what is stored (chosen or read from its text).
 */
export function CommunityFields({ form: { register } }: { form: EventFormApi }) {
  const year = new Date().getFullYear();
  const festivals = useFestivals({ year }).data ?? [];
  const languages = useLanguages().data ?? [];
  const tags = useTags().data ?? [];
  const options = [...new Map(festivals.map((f) => [f.slug, f.name])).entries()].sort((a, b) => a[1].localeCompare(b[1]));
  return (
    <fieldset className="org-fieldset">
      <legend>Community</legend>
      <p className="org-field-hint">Optional. Left as they are, Sangam fills these in from the title and description.</p>
      <Field id="event-festival" label="Festival">
        <select id="event-festival" {...register('festival')}>
          <option value="">None</option>
          {options.map(([slug, name]) => (
            <option key={slug} value={slug}>
              {name}
            </option>
          ))}
        </select>
      </Field>
      {languages.length > 0 && (
        <fieldset className="org-checks">
          <legend>Languages and communities</legend>
          <label className="org-check">
            <input type="checkbox" value="all" {...register('languages')} /> Everyone
          </label>
          {languages.map((l) => (
            <label key={l.code} className="org-check">
              <input type="checkbox" value={l.code} {...register('languages')} /> {l.name}
            </label>
          ))}
        </fieldset>
      )}
      {tags.length > 0 && (
        <fieldset className="org-checks">
          <legend>Good to know</legend>
          {tags.map((t) => (
            <label key={t.key} className="org-check">
              <input type="checkbox" value={t.key} {...register('tags')} /> {t.label}
            </label>
          ))}
        </fieldset>
      )}
    </fieldset>
  );
}
