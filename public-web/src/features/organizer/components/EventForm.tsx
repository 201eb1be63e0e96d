import { ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { EVENT_CATEGORIES, US_STATES } from '@sangam/shared';
import type { EventCategory, EventResponse, UsStateCode } from '@sangam/shared';

/** The fields of a loaded event that the form edits (every event shape the API answers has them). */
type EditableFields = Pick<
  EventResponse,
  | 'title'
  | 'description'
  | 'category'
  | 'date'
  | 'startTime'
  | 'endTime'
  | 'venue'
  | 'city'
  | 'state'
  | 'isFree'
  | 'price'
  | 'ticketUrl'
  | 'imageUrl'
>;
import type { EventBody } from '../api/use-org';
import { fromTimeInput, toTimeInput, ymdOf } from '../utils/dates';
import { applyServerFieldErrors, serverMessage } from '../utils/server-errors';
import { isHttpUrl, MESSAGES, optional } from '../utils/validation';
import { Field, fieldA11y, FormAlert } from './Field';

/**
 * The organizer event form (spec section 5), shared by /add-event and /edit-event/{id}.
 * Add: price is free text ('$25', '$10-15', 'Contact for pricing'). Edit: price is a number
 * (step 0.01, minimum 0) and marking the event free clears it. Either way the price is hidden
 * while the event is free.
 */
export type EventFormMode = 'add' | 'edit';

export interface EventFormValues {
  title: string;
  description: string;
  category: string;
  date: string;
  startTime: string;
  endTime: string;
  venue: string;
  city: string;
  state: string;
  isFree: boolean;
  price: string;
  ticketUrl: string;
  imageUrl: string;
}

const FIELD_NAMES = [
  'title',
  'description',
  'category',
  'date',
  'startTime',
  'endTime',
  'venue',
  'city',
  'state',
  'isFree',
  'price',
  'ticketUrl',
  'imageUrl',
] as const;

export const EMPTY_EVENT: EventFormValues = {
  title: '',
  description: '',
  category: '',
  date: '',
  startTime: '',
  endTime: '',
  venue: '',
  city: '',
  state: '',
  isFree: false,
  price: '',
  ticketUrl: '',
  imageUrl: '',
};

/** Form values from a loaded event. */
export function eventToValues(e: EditableFields): EventFormValues {
  return {
    title: e.title ?? '',
    description: e.description ?? '',
    category: e.category ?? '',
    date: ymdOf(e.date),
    startTime: toTimeInput(e.startTime),
    endTime: toTimeInput(e.endTime),
    venue: e.venue ?? '',
    city: e.city ?? '',
    state: e.state ?? '',
    isFree: Boolean(e.isFree),
    price: e.isFree || e.price === null ? '' : e.price.toFixed(2),
    ticketUrl: e.ticketUrl ?? '',
    imageUrl: e.imageUrl ?? '',
  };
}

/**
 * The request body. Add leaves blank optional fields out and sends the price text only when the
 * event is not free; edit sends null to clear a field and the price as a number, and leaves the
 * price out when it was not touched (so a price text such as '$10-15' survives other edits).
 */
export function valuesToBody(v: EventFormValues, mode: EventFormMode, initial?: EventFormValues): EventBody {
  const blank = (s: string) => (s.trim() === '' ? (mode === 'add' ? undefined : null) : s.trim());
  const body: EventBody = {
    title: v.title.trim(),
    description: blank(v.description),
    category: v.category as EventCategory,
    date: v.date,
    startTime: fromTimeInput(v.startTime),
    endTime: v.endTime ? fromTimeInput(v.endTime) : mode === 'add' ? undefined : null,
    venue: v.venue.trim(),
    city: v.city.trim(),
    state: v.state as UsStateCode,
    isFree: v.isFree,
    ticketUrl: blank(v.ticketUrl),
    imageUrl: blank(v.imageUrl),
  };
  if (mode === 'add') {
    if (!v.isFree && v.price.trim() !== '') body.price = v.price.trim();
  } else if (!(initial && initial.price === v.price && initial.isFree === v.isFree)) {
    body.price = v.isFree || v.price.trim() === '' ? null : Number(v.price);
  }
  for (const k of Object.keys(body) as (keyof EventBody)[]) if (body[k] === undefined) delete body[k];
  return body;
}

const requiredText = (message: string) => (v: string) => v.trim() !== '' || message;

interface EventFormProps {
  mode: EventFormMode;
  defaultValues: EventFormValues;
  submitLabel: string;
  submittingLabel: string;
  cancelTo: string;
  /** Sends the body; throw to fail (the server's message, or `fallbackError`, is shown). */
  onSubmit: (body: EventBody) => Promise<void>;
  fallbackError: string;
  /** Extra note under the price field (e.g. the event's current price text). */
  priceNote?: ReactNode;
}

export function EventForm({
  mode,
  defaultValues,
  submitLabel,
  submittingLabel,
  cancelTo,
  onSubmit,
  fallbackError,
  priceNote,
}: EventFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EventFormValues>({ mode: 'onSubmit', reValidateMode: 'onChange', defaultValues });
  const isFree = watch('isFree');
  const id = (name: string) => `event-${name}`;

  const submit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      await onSubmit(valuesToBody(v, mode, defaultValues));
    } catch (e) {
      applyServerFieldErrors(e, setError, FIELD_NAMES);
      setFailure(serverMessage(e) ?? fallbackError);
    }
  });

  const freeField = register('isFree');
  const priceHintAdd = "For example '$25', '$10-15' or 'Contact for pricing'.";

  return (
    <form className="form org-form org-event-form" noValidate onSubmit={submit}>
      <p className="org-field-hint" aria-hidden="true">
        Fields marked <span className="org-required">*</span> are required.
      </p>

      <fieldset className="org-fieldset">
        <legend>About the event</legend>
        <Field id={id('title')} label="Title" required error={errors.title}>
          <input
            type="text"
            required
            {...fieldA11y(id('title'), errors.title)}
            {...register('title', {
              validate: requiredText('Title is required'),
              maxLength: { value: 200, message: 'Title must be at most 200 characters' },
            })}
          />
        </Field>
        <Field id={id('category')} label="Category" required error={errors.category}>
          <select required {...fieldA11y(id('category'), errors.category)} {...register('category', { required: 'Category is required' })}>
            <option value="">Select a category</option>
            {EVENT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('description')} label="Description" error={errors.description}>
          <textarea
            rows={5}
            {...fieldA11y(id('description'), errors.description)}
            {...register('description', { maxLength: { value: 10000, message: 'Description must be at most 10000 characters' } })}
          />
        </Field>
      </fieldset>

      <fieldset className="org-fieldset">
        <legend>Date and time</legend>
        <Field id={id('date')} label="Date" required error={errors.date}>
          <input
            type="date"
            required
            {...fieldA11y(id('date'), errors.date)}
            {...register('date', { required: 'Date is required', pattern: { value: /^\d{4}-\d{2}-\d{2}$/, message: 'Date is required' } })}
          />
        </Field>
        <div className="row-2">
          <Field id={id('startTime')} label="Start time" required error={errors.startTime}>
            <input
              type="time"
              required
              {...fieldA11y(id('startTime'), errors.startTime)}
              {...register('startTime', { required: 'Start time is required' })}
            />
          </Field>
          <Field id={id('endTime')} label="End time" error={errors.endTime}>
            <input type="time" {...fieldA11y(id('endTime'), errors.endTime)} {...register('endTime')} />
          </Field>
        </div>
      </fieldset>

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
              {mode === 'edit' && defaultValues.state && !US_STATES.some((s) => s.code === defaultValues.state) && (
                <option value={defaultValues.state}>{defaultValues.state}</option>
              )}
            </select>
          </Field>
        </div>
      </fieldset>

      <fieldset className="org-fieldset">
        <legend>Tickets</legend>
        <div className="org-checkbox">
          <input
            type="checkbox"
            id={id('isFree')}
            {...freeField}
            onChange={(e) => {
              void freeField.onChange(e);
              if (mode === 'edit' && e.target.checked) setValue('price', '', { shouldValidate: false });
            }}
          />
          <label htmlFor={id('isFree')}>This is a free event</label>
        </div>
        {!isFree &&
          (mode === 'add' ? (
            <Field id={id('price')} label="Price" error={errors.price} hint={priceHintAdd}>
              <input
                type="text"
                placeholder="$25, $10-15 or Contact for pricing"
                {...fieldA11y(id('price'), errors.price, true)}
                {...register('price', { maxLength: { value: 100, message: 'Price must be at most 100 characters' } })}
              />
            </Field>
          ) : (
            <Field
              id={id('price')}
              label="Price (USD)"
              error={errors.price}
              hint={priceNote ?? 'Leave empty when the price is not known yet.'}
            >
              <input
                type="number"
                inputMode="decimal"
                step="0.01"
                min="0"
                placeholder="25.00"
                {...fieldA11y(id('price'), errors.price, true)}
                {...register('price', {
                  validate: (v) => {
                    if (v === '' || v === undefined) return true;
                    const n = Number(v);
                    if (!Number.isFinite(n)) return 'Please enter a price such as 25 or 12.50';
                    if (n < 0) return 'Price must be 0 or more';
                    if (!/^\d+(\.\d{1,2})?$/.test(String(v))) return 'Price can have at most 2 decimal places';
                    if (n > 99999999.99) return 'Price must be at most 99,999,999.99';
                    return true;
                  },
                })}
              />
            </Field>
          ))}
        <Field id={id('ticketUrl')} label="Ticket link" error={errors.ticketUrl} hint="Where people buy tickets or register.">
          <input
            type="url"
            inputMode="url"
            placeholder="https://"
            {...fieldA11y(id('ticketUrl'), errors.ticketUrl, true)}
            {...register('ticketUrl', { validate: optional(isHttpUrl, MESSAGES.url('Ticket link')) })}
          />
        </Field>
      </fieldset>

      <fieldset className="org-fieldset">
        <legend>Image</legend>
        <Field id={id('imageUrl')} label="Image URL" error={errors.imageUrl} hint="A link to a flyer or photo for the event.">
          <input
            type="url"
            inputMode="url"
            placeholder="https://"
            {...fieldA11y(id('imageUrl'), errors.imageUrl, true)}
            {...register('imageUrl', { validate: optional(isHttpUrl, MESSAGES.url('Image')) })}
          />
        </Field>
      </fieldset>

      {failure && (
        <FormAlert>
          <p>{failure}</p>
        </FormAlert>
      )}

      <div className="org-form-actions">
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? submittingLabel : submitLabel}
        </button>
        {cancelTo.startsWith('/admin') ? (
          <a href={cancelTo} className="btn btn-ghost">
            Cancel
          </a>
        ) : (
          <Link to={cancelTo} className="btn btn-ghost">
            Cancel
          </Link>
        )}
      </div>
    </form>
  );
}
