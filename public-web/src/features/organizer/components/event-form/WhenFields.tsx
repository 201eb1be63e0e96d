import { useEffect } from 'react';
import { recurrenceText } from '@sangam/shared';
import { defaultUntil, occurrenceDates, untilProblem } from '../../utils/recurrence';
import { Field, fieldA11y } from '../Field';
import { EventFormApi, fieldId as id } from './fields';
import { END_BEFORE_START, endDateProblem, EventFormMode, endNotAfterStart } from './values';

/** Date, start and end times (an end before the start needs "Ends after midnight"); on Add, how the event repeats. */
export function WhenFields({ form, mode }: { form: EventFormApi; mode: EventFormMode }) {
  const {
    register,
    watch,
    setValue,
    getValues,
    formState: { errors, isSubmitted },
  } = form;
  const [repeat, firstDate, until] = watch(['repeat', 'date', 'until']);
  const dates = repeat && !untilProblem(firstDate, until) ? occurrenceDates(firstDate, { frequency: repeat, until }) : [];
  // Choosing "Repeats" fills in a last day the organizer can change, rather than stopping them with a required field.
  useEffect(() => {
    if (repeat && firstDate && !getValues('until')) setValue('until', defaultUntil(firstDate, repeat));
  }, [repeat, firstDate, getValues, setValue]);

  return (
    <fieldset className="org-fieldset">
      <legend>Date and time</legend>
      <div className="row-2">
        <Field id={id('date')} label="Date" required error={errors.date}>
          <input
            type="date"
            required
            {...fieldA11y(id('date'), errors.date)}
            {...register('date', {
              required: 'Date is required',
              pattern: { value: /^\d{4}-\d{2}-\d{2}$/, message: 'Date is required' },
              deps: isSubmitted ? ['endDate'] : [],
            })}
          />
        </Field>
        {!repeat && (
          <Field
            id={id('endDate')}
            label="Last day"
            error={errors.endDate}
            hint="Only for an event over several days; the times are each day's hours."
          >
            <input
              type="date"
              min={firstDate || undefined}
              {...fieldA11y(id('endDate'), errors.endDate, true)}
              {...register('endDate', { validate: (end, all) => endDateProblem(all.date, end) ?? true })}
            />
          </Field>
        )}
      </div>
      <div className="row-2">
        <Field id={id('startTime')} label="Start time" required error={errors.startTime}>
          <input
            type="time"
            required
            {...fieldA11y(id('startTime'), errors.startTime)}
            {...register('startTime', { required: 'Start time is required', deps: isSubmitted ? ['endTime'] : [] })}
          />
        </Field>
        <Field id={id('endTime')} label="End time" error={errors.endTime}>
          <input
            type="time"
            {...fieldA11y(id('endTime'), errors.endTime)}
            {...register('endTime', {
              validate: (end, all) => !endNotAfterStart(all.startTime, end) || all.endsAfterMidnight || END_BEFORE_START,
            })}
          />
        </Field>
      </div>
      <div className="org-checkbox">
        <input type="checkbox" id={id('endsAfterMidnight')} {...register('endsAfterMidnight', { deps: isSubmitted ? ['endTime'] : [] })} />
        <label htmlFor={id('endsAfterMidnight')}>Ends after midnight (finishes the next day)</label>
      </div>
      {mode === 'add' && (
        <div className="row-2">
          <Field id={id('repeat')} label="Repeats" error={errors.repeat}>
            <select {...fieldA11y(id('repeat'), errors.repeat)} {...register('repeat')}>
              <option value="">Does not repeat</option>
              <option value="weekly">Every week</option>
              <option value="biweekly">Every other week</option>
              <option value="monthly">Every month (same weekday)</option>
            </select>
          </Field>
          {repeat && (
            <Field
              id={id('until')}
              label="Until"
              required
              error={errors.until}
              hint={
                dates.length > 0
                  ? `${recurrenceText(repeat, firstDate)}: ${dates.length} dates, each its own listing.`
                  : 'The last date of the series (at most a year after the first).'
              }
            >
              <input
                type="date"
                required
                {...fieldA11y(id('until'), errors.until, true)}
                {...register('until', { validate: (u, all) => (all.repeat ? (untilProblem(all.date, u) ?? true) : true) })}
              />
            </Field>
          )}
        </div>
      )}
    </fieldset>
  );
}
