import type { UseFormReturn } from 'react-hook-form';
import { US_STATES } from '@sangam/shared';
import { isWebAddress } from '../../../lib/web-address';
import { Field, fieldA11y } from '../components/Field';
import { isEmail, isUsPhone, MESSAGES, optional } from '../../../lib/validation';

export interface SignupValues {
  name: string;
  description: string;
  city: string;
  state: string;
  website: string;
  eventsPageUrl: string;
  contactPhone: string;
  contactEmail: string;
  password: string;
  confirmPassword: string;
}

type SignupForm = UseFormReturn<SignupValues>;

/** The organization: name, description, city and state, website, events page, phone. */
export function OrganizationFields({
  form: {
    register,
    formState: { errors },
  },
}: {
  form: SignupForm;
}) {
  return (
    <fieldset className="org-fieldset">
      <legend>Your organization</legend>
      <Field id="signup-name" label="Organizer name" required error={errors.name}>
        <input
          type="text"
          autoComplete="organization"
          required
          {...fieldA11y('signup-name', errors.name)}
          {...register('name', {
            validate: (v) => v.trim() !== '' || 'Organizer name is required',
            maxLength: { value: 200, message: 'Organizer name must be at most 200 characters' },
          })}
        />
      </Field>
      <Field
        id="signup-description"
        label="Description"
        error={errors.description}
        hint="What your organization does, in a sentence or two."
      >
        <textarea
          rows={3}
          {...fieldA11y('signup-description', errors.description, true)}
          {...register('description', { maxLength: { value: 5000, message: 'Description must be at most 5000 characters' } })}
        />
      </Field>
      <div className="row-2">
        <Field id="signup-city" label="City" required error={errors.city}>
          <input
            type="text"
            autoComplete="address-level2"
            required
            {...fieldA11y('signup-city', errors.city)}
            {...register('city', { validate: (v) => v.trim() !== '' || 'City is required' })}
          />
        </Field>
        <Field id="signup-state" label="State" required error={errors.state}>
          <select required {...fieldA11y('signup-state', errors.state)} {...register('state', { required: 'State is required' })}>
            <option value="">Select a state</option>
            {US_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.code} - {s.name}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id="signup-website" label="Website" error={errors.website}>
        <input
          type="url"
          inputMode="url"
          autoComplete="url"
          placeholder="https://example.org"
          {...fieldA11y('signup-website', errors.website)}
          {...register('website', { validate: optional(isWebAddress, MESSAGES.url('Website')) })}
        />
      </Field>
      <Field
        id="signup-events-page"
        label="Events page URL"
        error={errors.eventsPageUrl}
        hint="The page where you publish your events, if you have one."
      >
        <input
          type="url"
          inputMode="url"
          placeholder="https://example.org/events"
          {...fieldA11y('signup-events-page', errors.eventsPageUrl, true)}
          {...register('eventsPageUrl', { validate: optional(isWebAddress, MESSAGES.url('Events page')) })}
        />
      </Field>
      <Field id="signup-phone" label="Contact phone" error={errors.contactPhone}>
        <input
          type="tel"
          autoComplete="tel"
          placeholder="(214) 555-0142"
          {...fieldA11y('signup-phone', errors.contactPhone)}
          {...register('contactPhone', { validate: optional(isUsPhone, MESSAGES.phone) })}
        />
      </Field>
    </fieldset>
  );
}

/** Sign-in details: the contact email (the login) and the password, twice. */
export function SignInFields({
  form: {
    register,
    getValues,
    formState: { errors },
  },
}: {
  form: SignupForm;
}) {
  return (
    <fieldset className="org-fieldset">
      <legend>Sign-in details</legend>
      <Field id="signup-email" label="Contact email" required error={errors.contactEmail} hint="You will log in with this email.">
        <input
          type="email"
          autoComplete="email"
          required
          {...fieldA11y('signup-email', errors.contactEmail, true)}
          {...register('contactEmail', { validate: (v) => isEmail(v) || MESSAGES.email })}
        />
      </Field>
      <div className="row-2">
        <Field id="signup-password" label="Password" required error={errors.password} hint="At least 6 characters.">
          <input
            type="password"
            autoComplete="new-password"
            required
            {...fieldA11y('signup-password', errors.password, true)}
            {...register('password', {
              minLength: { value: 6, message: 'Password must be at least 6 characters' },
              required: 'Password must be at least 6 characters',
              maxLength: { value: 200, message: 'Password must be at most 200 characters' },
            })}
          />
        </Field>
        <Field id="signup-confirm" label="Confirm password" required error={errors.confirmPassword}>
          <input
            type="password"
            autoComplete="new-password"
            required
            {...fieldA11y('signup-confirm', errors.confirmPassword)}
            {...register('confirmPassword', { validate: (v) => v === getValues('password') || "Passwords don't match" })}
          />
        </Field>
      </div>
    </fieldset>
  );
}
