import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { forgotPassword } from './api/use-org';
import { Field, fieldA11y, FormAlert } from './components/Field';
import { serverMessage } from './utils/server-errors';
import { isEmail, MESSAGES } from '../../lib/validation';

/** /org/forgot-password: asks for an emailed link to choose a new password. */
export default function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password');
  const location = useLocation();
  const given = (location.state as { email?: string } | null)?.email ?? '';
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<{ email: string }>({ mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: { email: given } });

  const onSubmit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      setSent((await forgotPassword(v.email.trim())).message);
    } catch (e) {
      setFailure(serverMessage(e) ?? 'Something went wrong. Please try again.');
    }
  });

  return (
    <div className="org-auth">
      <section className="card org-auth-card" aria-labelledby="forgot-title">
        <h1 id="forgot-title">Forgot your password?</h1>
        {sent ? (
          <>
            <p className="org-notice" role="status">
              {sent}
            </p>
            <p className="org-lead">Check your inbox, and the spam folder if it is not there in a few minutes.</p>
            <p className="org-auth-switch">
              <Link to="/org/login">Back to login</Link>
            </p>
          </>
        ) : (
          <>
            <p className="org-lead">Enter the email you sign in with and we will send you a link to choose a new password.</p>
            <form className="form org-form" noValidate onSubmit={onSubmit}>
              <Field id="forgot-email" label="Email" required error={errors.email}>
                <input
                  type="email"
                  autoComplete="email"
                  required
                  {...fieldA11y('forgot-email', errors.email)}
                  {...register('email', { validate: (v) => isEmail(v) || MESSAGES.email })}
                />
              </Field>
              {failure && (
                <FormAlert>
                  <p>{failure}</p>
                </FormAlert>
              )}
              <div className="org-form-actions">
                <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                  {isSubmitting ? 'Sending…' : 'Send reset link'}
                </button>
              </div>
            </form>
            <p className="org-auth-switch">
              Remembered it? <Link to="/org/login">Back to login</Link>
            </p>
          </>
        )}
      </section>
    </div>
  );
}
