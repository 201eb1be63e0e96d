import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import type { UsStateCode } from '@sangam/shared';
import { setOrgToken } from '../../lib/org-auth';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { signup } from './api/use-org';
import { FormAlert } from './components/Field';
import { OrganizationFields, SignInFields, SignupValues } from './signup/SignupFields';
import { applyServerFieldErrors, serverCode, serverMessage } from './utils/server-errors';
import { trimOrUndefined } from '../../lib/validation';

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

const DUPLICATE_EMAIL_MESSAGE = 'An account with this email already exists. Try logging in instead or use a different email.';

export default function OrgSignupPage() {
  useDocumentTitle('Organizer Sign Up');
  const navigate = useNavigate();
  const toast = useToast();
  const [failure, setFailure] = useState<{ message: string; duplicate: boolean } | null>(null);
  const form = useForm<SignupValues>({
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

  const {
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = form;
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
      if (serverCode(e) === 'email_taken') {
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

          <OrganizationFields form={form} />
          <SignInFields form={form} />

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
