import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { completeWebAddress, EVENT_CATEGORIES, US_STATES } from '@sangam/shared';
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
  | 'priceText'
  | 'ticketUrl'
  | 'imageUrl'
> & {
  /** Contract 24 (optional until every answer has them): as chosen, or as inferred from the text. */
  festival?: string | null;
  languages?: string[];
  tags?: string[];
};
import type { EventBody } from '../api/use-org';
import { fromTimeInput, toTimeInput, ymdOf } from '../utils/dates';
import { applyServerFieldErrors, serverMessage } from '../utils/server-errors';
import { MESSAGES, optional } from '../utils/validation';
import { isWebAddress } from '../../../lib/web-address';
import { eventImageSrc, isUploadedImage } from '../../../lib/event-image';
import { defaultUntil, describeRecurrence, Frequency, occurrenceDates, Recurrence, untilProblem } from '../utils/recurrence';
import { Field, fieldA11y, FormAlert } from './Field';
import { useFestivals, useLanguages, useTags } from '../../../api/community';
import '../organizer.css';

/**
 * The organizer event form (spec section 5), shared by /add-event and /edit-event/{id}.
 * One price field in both: a number, a range ('$10–15') or words ('Donation'), which the API keeps
 * as priceText; hidden while the event is free. Web addresses typed without a scheme get https://
 * (the API does the same). An end before the start needs "Ends after midnight".
 */
export type EventFormMode = 'add' | 'edit';

export interface EventFormValues {
  title: string;
  description: string;
  category: string;
  date: string;
  startTime: string;
  endTime: string;
  endsAfterMidnight: boolean;
  venue: string;
  city: string;
  state: string;
  isFree: boolean;
  price: string;
  ticketUrl: string;
  imageUrl: string;
  /** A festival's slug, or '' for none. */
  festival: string;
  /** Community language codes ('te', or 'all' for everyone). */
  languages: string[];
  /** Practical tag keys ('kids-family'). */
  tags: string[];
  /** Add only: '' = a single date, or how the event repeats until `until`. */
  repeat: '' | Frequency;
  until: string;
}

/**
 * What the form submits: the event, and on Add how it repeats (a series: POST /api/event-series). Festival,
 * languages and tags go only when the organizer set them: sending them marks them chosen, and the API
 * stops inferring them from the text (contract 24 A).
 */
export type EventSubmission = EventBody & { recurrence?: Recurrence; festival?: string | null; languages?: string[]; tags?: string[] };

const FIELD_NAMES = [
  'title',
  'description',
  'category',
  'date',
  'startTime',
  'endTime',
  'endsAfterMidnight',
  'venue',
  'city',
  'state',
  'isFree',
  'price',
  'ticketUrl',
  'imageUrl',
  'until',
] as const;

export const EMPTY_EVENT: EventFormValues = {
  title: '',
  description: '',
  category: '',
  date: '',
  startTime: '',
  endTime: '',
  endsAfterMidnight: false,
  venue: '',
  city: '',
  state: '',
  isFree: false,
  price: '',
  ticketUrl: '',
  imageUrl: '',
  festival: '',
  languages: [],
  tags: [],
  repeat: '',
  until: '',
};

export const END_BEFORE_START = 'End time must be after the start time (tick "Ends after midnight" for an event that runs past midnight)';
export const IMAGE_REFUSED = 'Images must be JPEG, PNG or WebP up to 5 MB';
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** '25' for 25, '12.50' for 12.5. */
function priceNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

/** Whether two 'HH:MM' times put the end at or before the start (so the end is the next day). */
function endNotAfterStart(start: string, end: string): boolean {
  return start !== '' && end !== '' && end <= start;
}

/** A web address as the form sends it: scheme completed; blank stays blank. */
function webAddress(v: string): string {
  return v.trim() === '' ? '' : completeWebAddress(v);
}

/** Form values from a loaded event. */
export function eventToValues(e: EditableFields): EventFormValues {
  const startTime = toTimeInput(e.startTime);
  const endTime = toTimeInput(e.endTime);
  return {
    title: e.title ?? '',
    description: e.description ?? '',
    category: e.category ?? '',
    date: ymdOf(e.date),
    startTime,
    endTime,
    endsAfterMidnight: endNotAfterStart(startTime, endTime),
    venue: e.venue ?? '',
    city: e.city ?? '',
    state: e.state ?? '',
    isFree: Boolean(e.isFree),
    price: e.isFree ? '' : (e.priceText ?? (e.price === null ? '' : priceNumber(e.price))),
    ticketUrl: e.ticketUrl ?? '',
    imageUrl: e.imageUrl ?? '',
    festival: e.festival ?? '',
    languages: e.languages ?? [],
    tags: e.tags ?? [],
    repeat: '',
    until: '',
  };
}

/**
 * The request body. Add leaves blank optional fields out and sends the price text only when the
 * event is not free; edit sends null to clear a field and leaves the price out when it was not
 * touched. The price is sent as typed either way (the API reads '$10–15' and 'Donation').
 */
export function valuesToBody(v: EventFormValues, mode: EventFormMode, initial?: EventFormValues): EventSubmission {
  const blank = (s: string) => (s.trim() === '' ? (mode === 'add' ? undefined : null) : s.trim());
  const body: EventSubmission = {
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
    ticketUrl: blank(webAddress(v.ticketUrl)),
    imageUrl: blank(webAddress(v.imageUrl)),
  };
  if (v.endsAfterMidnight && endNotAfterStart(v.startTime, v.endTime)) body.endsAfterMidnight = true;
  if (mode === 'add') {
    if (!v.isFree && v.price.trim() !== '') body.price = v.price.trim();
  } else if (!(initial && initial.price === v.price && initial.isFree === v.isFree)) {
    body.price = v.isFree || v.price.trim() === '' ? null : v.price.trim();
  }
  const same = (a: readonly string[], b: readonly string[]) => [...a].sort().join() === [...b].sort().join();
  const was = initial ?? EMPTY_EVENT;
  if (v.festival !== was.festival) body.festival = v.festival || null;
  if (!same(v.languages, was.languages)) body.languages = [...v.languages];
  if (!same(v.tags, was.tags)) body.tags = [...v.tags];
  if (mode === 'add' && v.repeat !== '') body.recurrence = { frequency: v.repeat, until: v.until };
  for (const k of Object.keys(body) as (keyof EventSubmission)[]) if (body[k] === undefined) delete body[k];
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
  onSubmit: (body: EventSubmission) => Promise<void>;
  fallbackError: string;
  /** Uploads a picture (POST /api/images) and answers its address for imageUrl. */
  uploadImage: (file: File) => Promise<string>;
}

export function EventForm({
  mode,
  defaultValues,
  submitLabel,
  submittingLabel,
  cancelTo,
  onSubmit,
  fallbackError,
  uploadImage,
}: EventFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [upload, setUpload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const fileInput = useRef<HTMLInputElement>(null);
  const {
    register,
    handleSubmit,
    watch,
    setValue,
    getValues,
    setError,
    formState: { errors, isSubmitting, isSubmitted },
  } = useForm<EventFormValues>({ mode: 'onSubmit', reValidateMode: 'onChange', defaultValues });
  const isFree = watch('isFree');
  const imageUrl = watch('imageUrl');
  const [repeat, firstDate, until] = watch(['repeat', 'date', 'until']);
  const dates = repeat && !untilProblem(firstDate, until) ? occurrenceDates(firstDate, { frequency: repeat, until }) : [];
  // Choosing "Repeats" fills in a last day the organizer can change, rather than stopping them with a required field.
  useEffect(() => {
    if (repeat && firstDate && !getValues('until')) setValue('until', defaultUntil(firstDate, repeat));
  }, [repeat, firstDate, getValues, setValue]);
  const uploaded = isUploadedImage(imageUrl);
  const preview = eventImageSrc(uploaded ? imageUrl : webAddress(imageUrl), 'card');
  const id = (name: string) => `event-${name}`;

  const chooseImage = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type) || file.size > IMAGE_MAX_BYTES) {
      setUpload({ busy: false, error: IMAGE_REFUSED });
      return;
    }
    setUpload({ busy: true, error: null });
    try {
      setValue('imageUrl', await uploadImage(file), { shouldDirty: true, shouldValidate: true });
      setUpload({ busy: false, error: null });
    } catch (e) {
      setUpload({ busy: false, error: serverMessage(e) ?? 'The image could not be uploaded. Please try again.' });
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  /** Shows the completed address in the field once the organizer leaves it. */
  const completeOnBlur = (name: 'ticketUrl' | 'imageUrl') => () => {
    const v = getValues(name);
    if (v.trim() !== '' && webAddress(v) !== v) setValue(name, webAddress(v), { shouldValidate: isSubmitted });
  };

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
  const webAddressRule = (label: string) => optional(isWebAddress, MESSAGES.url(label));

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

      <CommunityFields register={register} />

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
          <input
            type="checkbox"
            id={id('endsAfterMidnight')}
            {...register('endsAfterMidnight', { deps: isSubmitted ? ['endTime'] : [] })}
          />
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
                    ? `${describeRecurrence(firstDate, repeat)}: ${dates.length} dates, each its own listing.`
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
        {!isFree && (
          <Field id={id('price')} label="Price" error={errors.price} hint="A number ($25), a range ($10–15) or words such as Donation.">
            <input
              type="text"
              placeholder="$25, $10–15 or Donation"
              {...fieldA11y(id('price'), errors.price, true)}
              {...register('price', {
                maxLength: { value: 100, message: 'Price must be at most 100 characters' },
                validate: (v) => !/^\s*(-|\$\s*-)\s*\d/.test(v) || 'Price must be 0 or more',
              })}
            />
          </Field>
        )}
        <Field id={id('ticketUrl')} label="Ticket link" error={errors.ticketUrl} hint="Where people buy tickets or register.">
          <input
            type="text"
            inputMode="url"
            placeholder="eventbrite.com/e/…"
            {...fieldA11y(id('ticketUrl'), errors.ticketUrl, true)}
            {...register('ticketUrl', { validate: webAddressRule('Ticket link'), onBlur: completeOnBlur('ticketUrl') })}
          />
        </Field>
      </fieldset>

      <fieldset className="org-fieldset">
        <legend>Image</legend>
        <div className="org-image">
          {preview ? (
            <img className="org-image-preview" src={preview} alt="The event's image" />
          ) : (
            <div className="org-image-preview org-image-empty" aria-hidden="true">
              No image
            </div>
          )}
          <div className="org-image-controls">
            <input
              ref={fileInput}
              id={id('imageFile')}
              className="sr-only"
              type="file"
              accept={IMAGE_TYPES.join(',')}
              aria-describedby={`${id('imageFile')}-hint`}
              onChange={(e) => void chooseImage(e.target.files?.[0])}
            />
            <label
              htmlFor={id('imageFile')}
              className={`btn${upload.busy ? ' org-btn-disabled' : ''}`}
              aria-disabled={upload.busy || undefined}
            >
              {upload.busy ? 'Uploading…' : imageUrl ? 'Upload a different image' : 'Upload an image'}
            </label>
            {imageUrl && (
              <button
                type="button"
                className="btn btn-ghost"
                onClick={() => setValue('imageUrl', '', { shouldDirty: true, shouldValidate: true })}
              >
                Remove image
              </button>
            )}
            <p id={`${id('imageFile')}-hint`} className="org-field-hint">
              JPEG, PNG or WebP up to 5 MB. It is resized for cards and the event page.
            </p>
            {upload.error && (
              <p className="field-error" role="alert">
                {upload.error}
              </p>
            )}
          </div>
        </div>
        {uploaded ? (
          <input type="hidden" {...register('imageUrl')} />
        ) : (
          <Field id={id('imageUrl')} label="Or a link to an image" error={errors.imageUrl} hint="A flyer or photo already on the web.">
            <input
              type="text"
              inputMode="url"
              placeholder="https://"
              {...fieldA11y(id('imageUrl'), errors.imageUrl, true)}
              {...register('imageUrl', {
                validate: optional((v) => isUploadedImage(v) || isWebAddress(v), MESSAGES.url('Image')),
                onBlur: completeOnBlur('imageUrl'),
              })}
            />
          </Field>
        )}
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

/**
 * Festival, languages and practical tags (contract 24): optional; left alone, Sangam reads them from the
 * title and description. An event being edited shows what is stored (chosen or read from its text).
 */
function CommunityFields({ register }: { register: ReturnType<typeof useForm<EventFormValues>>['register'] }) {
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
