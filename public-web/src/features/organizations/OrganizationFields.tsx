import type { UseFormReturn } from 'react-hook-form';
import { US_STATES } from '@sangam/shared';
import { isEmail, MESSAGES } from '../../lib/validation';
import { isWebAddress } from '../../lib/web-address';

export interface FormValues {
  name: string;
  description: string;
  website: string;
  eventsPageUrl: string;
  contactEmail: string;
  contactPhone: string;
  city: string;
  state: string;
}

export const EMPTY: FormValues = {
  name: '',
  description: '',
  website: '',
  eventsPageUrl: '',
  contactEmail: '',
  contactPhone: '',
  city: '',
  state: '',
};

/** The submission's fields: name, description, website, events page, contact email and phone, city and state. */
export function OrganizationFields({ form }: { form: UseFormReturn<FormValues> }) {
  const {
    register,
    formState: { errors },
  } = form;
  const err = (k: keyof FormValues) =>
    errors[k]?.message ? (
      <p className="field-error" id={`${k}-error`} role="alert">
        {errors[k]!.message}
      </p>
    ) : null;
  const aria = (k: keyof FormValues) => ({
    'aria-invalid': errors[k] ? true : undefined,
    'aria-describedby': errors[k] ? `${k}-error` : undefined,
  });
  return (
    <>
      <div className="field">
        <label htmlFor="org-name">Organization Name *</label>
        <input
          id="org-name"
          autoComplete="organization"
          {...aria('name')}
          {...register('name', {
            validate: (v) => v.trim() !== '' || 'Organization name is required',
            maxLength: { value: 200, message: 'Organization name must be at most 200 characters' },
          })}
        />
        {err('name')}
      </div>
      <div className="field">
        <label htmlFor="org-description">Description</label>
        <textarea
          id="org-description"
          {...aria('description')}
          {...register('description', { maxLength: { value: 5000, message: 'Description must be at most 5000 characters' } })}
        />
        {err('description')}
      </div>
      <div className="row-2">
        <div className="field">
          <label htmlFor="org-website">Website</label>
          <input
            id="org-website"
            type="url"
            inputMode="url"
            placeholder="example.org"
            {...aria('website')}
            {...register('website', {
              validate: (v) => !v.trim() || isWebAddress(v) || MESSAGES.url('Website'),
            })}
          />
          {err('website')}
        </div>
        <div className="field">
          <label htmlFor="org-events-page">Events Page URL</label>
          <input
            id="org-events-page"
            type="url"
            inputMode="url"
            placeholder="example.org/events"
            {...aria('eventsPageUrl')}
            {...register('eventsPageUrl', {
              validate: (v) => !v.trim() || isWebAddress(v) || MESSAGES.url('Events page'),
            })}
          />
          {err('eventsPageUrl')}
        </div>
      </div>
      <div className="row-2">
        <div className="field">
          <label htmlFor="org-email">Contact Email</label>
          <input
            id="org-email"
            type="email"
            autoComplete="email"
            {...aria('contactEmail')}
            {...register('contactEmail', { validate: (v) => !v.trim() || isEmail(v) || MESSAGES.email })}
          />
          {err('contactEmail')}
        </div>
        <div className="field">
          <label htmlFor="org-phone">Contact Phone</label>
          <input
            id="org-phone"
            type="tel"
            autoComplete="tel"
            placeholder="(214) 555-0100"
            {...aria('contactPhone')}
            {...register('contactPhone')}
          />
          {err('contactPhone')}
        </div>
      </div>
      <div className="row-2">
        <div className="field">
          <label htmlFor="org-city">City *</label>
          <input
            id="org-city"
            autoComplete="address-level2"
            {...aria('city')}
            {...register('city', {
              validate: (v) => v.trim() !== '' || 'City is required',
              maxLength: { value: 100, message: 'City must be at most 100 characters' },
            })}
          />
          {err('city')}
        </div>
        <div className="field">
          <label htmlFor="org-state">State *</label>
          <select id="org-state" {...aria('state')} {...register('state', { required: 'State is required' })}>
            <option value="">Select a state</option>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.code} - {s.name}
              </option>
            ))}
          </select>
          {err('state')}
        </div>
      </div>
    </>
  );
}
