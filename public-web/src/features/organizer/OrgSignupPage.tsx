import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { US_STATES } from '@sangam/shared';
import type { UsStateCode } from '@sangam/shared';
import { setOrgToken } from '../../lib/org-auth';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { signup } from './api/use-org';
import { Field, fieldA11y, FormAlert } from './components/Field';
import { applyServerFieldErrors, serverMessage } from './utils/server-errors';
import { isEmail, isUsPhone, MESSAGES, optional, trimOrUndefined } from './utils/validation';
import { isWebAddress } from '../../lib/web-address';

interface SignupValues {
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

const FIELD_NAMES = [
  'name',
  'description',
  'city',
  'state',
  'website',
  'eventsPageUrl',
  'contactPhone',
  'contactEmail',
  'password',
  'confirmPassword',
] as const;

const DUPLICATE_EMAIL_SERVER_ERROR = 'Organization with this email already exists';
const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists. Try logging in instead or use a different email.';

export default function OrgSignupPage() {
  useDocumentTitle('Organizer Sign Up');
  const navigate = useNavigate();
  const toast = useToast();
  const [failure, setFailure] = useState<{ message: string; duplicate: boolean } | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignupValues>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: '',
      description: '',
      city: '',
      state: '',
      website: '',
      eventsPageUrl: '',
      contactPhone: '',
      contactEmail: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      const { token } = await signup({
        name: v.name.trim(),
        description: trimOrUndefined(v.description),
        contactEmail: v.contactEmail.trim(),
        password: v.password,
        contactPhone: trimOrUndefined(v.contactPhone),
        website: trimOrUndefined(v.website),
        eventsPageUrl: trimOrUndefined(v.eventsPageUrl),
        city: v.city.trim(),
        state: v.state as UsStateCode,
      });
      setOrgToken(token);
      toast({
        title: 'Account created',
        description: 'Welcome! Your organization will be visible once an admin approves it.',
        variant: 'success',
      });
      navigate('/org/dashboard', { replace: true });
    } catch (e) {
      const msg = serverMessage(e);
      if (msg === DUPLICATE_EMAIL_SERVER_ERROR) {
        setFailure({ message: DUPLICATE_EMAIL_MESSAGE, duplicate: true });
        setError('contactEmail', { type: 'server', message: 'This email is already registered.' }, { shouldFocus: true });
        return;
      }
      applyServerFieldErrors(e, setError, FIELD_NAMES, { email: 'contactEmail' });
      setFailure({ message: msg ?? 'Failed to create account.', duplicate: false });
    }
  });

  return (
    <div className="org-auth">
      <section className="card org-auth-card org-auth-card-wide" aria-labelledby="org-signup-title">
        <h1 id="org-signup-title">Create your organizer account</h1>
        <p className="org-lead">
          List your community's events on Sangam for free, with unlimited events per month. New organizations are reviewed by our team
          before their events appear in the directory.
        </p>
        <form className="form org-form" noValidate onSubmit={onSubmit}>
          <p className="org-field-hint" aria-hidden="true">
            Fields marked <span className="org-required">*</span> are required.
          </p>

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

          {failure && (
            <FormAlert>
              <p>{failure.message}</p>
              {failure.duplicate && (
                <p>
                  <Link to="/org/login">Log in to your account</Link>
                </p>
              )}
            </FormAlert>
          )}

          <div className="org-form-actions">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? 'Creating account…' : 'Create Account'}
            </button>
          </div>
        </form>
        <p className="org-auth-switch">
          Already have an account? <Link to="/org/login">Log in</Link>
        </p>
      </section>
    </div>
  );
}
