import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { getOrgToken, OrgLoginState, setOrgToken } from '../../lib/org-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { login } from './api/use-org';
import { Field, fieldA11y, FormAlert } from './components/Field';
import { serverMessage } from './utils/server-errors';
import { isEmail, MESSAGES } from '../../lib/validation';

interface LoginValues {
  email: string;
  password: string;
}

/** Only same-site organizer pages are valid places to return to after login. */
function safeReturnPath(from: string | undefined): string {
  if (from && /^\/(org\/dashboard|add-event|edit-event\/[^/]+)$/.test(from)) return from;
  return '/org/dashboard';
}

export default function OrgLoginPage() {
  useDocumentTitle('Organizer Login');
  const navigate = useNavigate();
  const location = useLocation();
  const state = (location.state ?? {}) as OrgLoginState;
  const [failure, setFailure] = useState<string | null>(null);
  const [alreadySignedIn] = useState(() => getOrgToken() !== null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      const { token } = await login(v.email.trim(), v.password);
      setOrgToken(token);
      navigate(safeReturnPath(state.from), { replace: true });
    } catch (e) {
      setFailure(serverMessage(e) ?? 'Invalid email or password.');
    }
  });

  // Already signed in: straight to the dashboard (a stale token is cleared there by its 401).
  if (alreadySignedIn) return <Navigate to="/org/dashboard" replace />;

  return (
    <div className="org-auth">
      <section className="card org-auth-card" aria-labelledby="org-login-title">
        <h1 id="org-login-title">Organizer Login</h1>
        <p className="org-lead">Log in to manage your organization's events.</p>
        {state.reason && !failure && (
          <p className="org-notice" role="status">
            {state.reason === 'expired' ? 'Your session has ended. Please log in again.' : 'Please log in to continue.'}
          </p>
        )}
        <form className="form org-form" noValidate onSubmit={onSubmit}>
          <Field id="login-email" label="Email" required error={errors.email}>
            <input
              type="email"
              autoComplete="email"
              required
              {...fieldA11y('login-email', errors.email)}
              {...register('email', { validate: (v) => isEmail(v) || MESSAGES.email })}
            />
          </Field>
          <Field id="login-password" label="Password" required error={errors.password}>
            <input
              type="password"
              autoComplete="current-password"
              required
              {...fieldA11y('login-password', errors.password)}
              {...register('password', { required: 'Password is required' })}
            />
          </Field>
          <p className="org-forgot">
            {/* Carries the email typed so far to the next page. */}
            <Link
              to="/org/forgot-password"
              onClick={(e) => {
                e.preventDefault();
                navigate('/org/forgot-password', { state: { email: getValues('email').trim() } });
              }}
            >
              Forgot password?
            </Link>
          </p>
          {failure && (
            <FormAlert>
              <p>{failure}</p>
            </FormAlert>
          )}
          <div className="org-form-actions">
            <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
              {isSubmitting ? 'Logging in…' : 'Log In'}
            </button>
          </div>
        </form>
        <p className="org-auth-switch">
          New to Sangam? <Link to="/org/signup">Create an organizer account</Link>
        </p>
      </section>
    </div>
  );
}
