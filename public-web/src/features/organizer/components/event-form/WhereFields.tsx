import { US_STATES } from '@sangam/shared';
import { Field, fieldA11y } from '../Field';
import { EventFormApi, fieldId as id, requiredText } from './fields';
import type { EventFormMode } from './values';

/** Venue, city and state (an edited event outside the 50 states, e.g. DC, keeps its value). */
export function WhereFields({ form, mode, initialState }: { form: EventFormApi; mode: EventFormMode; initialState: string }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <fieldset className="org-fieldset">
      <legend>Location</legend>
      <Field id={id('venue')} label="Venue" required error={errors.venue}>
        <input
          type="text"
          required
          {...fieldA11y(id('venue'), errors.venue)}
          {...register('venue', {
            validate: requiredText('Venue is required'),
            maxLength: { value: 300, message: 'Venue must be at most 300 characters' },
          })}
        />
      </Field>
      <div className="row-2">
        <Field id={id('city')} label="City" required error={errors.city}>
          <input
            type="text"
            autoComplete="address-level2"
            required
            {...fieldA11y(id('city'), errors.city)}
            {...register('city', {
              validate: requiredText('City is required'),
              maxLength: { value: 100, message: 'City must be at most 100 characters' },
            })}
          />
        </Field>
        <Field id={id('state')} label="State" required error={errors.state}>
          <select required {...fieldA11y(id('state'), errors.state)} {...register('state', { required: 'State is required' })}>
            <option value="">Select a state</option>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.code} - {s.name}
              </option>
            ))}
            {/* An existing event outside the 50 states (e.g. DC) keeps its value on edit. */}
            {mode === 'edit' && initialState && !US_STATES.some((s) => s.code === initialState) && (
              <option value={initialState}>{initialState}</option>
            )}
          </select>
        </Field>
      </div>
    </fieldset>
  );
}
