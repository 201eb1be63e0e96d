import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { clearOrgToken } from '../../lib/org-auth';
import { useDocumentTitle } from '../../lib/use-document-title';
import { checkResetToken, resetPassword } from './api/use-org';
import { Field, fieldA11y, FormAlert } from './components/Field';
import { apiErrorMessage } from '@sangam/shared';
import { serverCode, serverMessage } from './utils/server-errors';

const LINK_INVALID = apiErrorMessage('reset_link_invalid');

interface ResetValues {
  password: string;
  confirmPassword: string;
}

type Stage = { kind: 'checking' } | { kind: 'form' } | { kind: 'invalid'; message: string } | { kind: 'done'; message: string };

/** /org/reset-password?token=…: the emailed link; sets a new password (which signs out every session). */
export default function ResetPasswordPage() {
  useDocumentTitle('Choose a New Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [stage, setStage] = useState<Stage>(() => (token ? { kind: 'checking' } : { kind: 'invalid', message: LINK_INVALID }));
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({ mode: 'onSubmit', reValidateMode: 'onChange', defaultValues: { password: '', confirmPassword: '' } });

  useEffect(() => {
    if (!token) return;
    let live = true;
    checkResetToken(token).then(
      () => live && setStage({ kind: 'form' }),
      (e: unknown) =>
        live &&
        setStage(
          serverCode(e) === 'reset_link_invalid' ? { kind: 'invalid', message: serverMessage(e) ?? LINK_INVALID } : { kind: 'form' }, // could not check (network): the form still says so on submit
        ),
    );
    return () => {
      live = false;
    };
  }, [token]);

  const onSubmit = handleSubmit(async (v) => {
    setFailure(null);
    try {
      const { message } = await resetPassword(token, v.password);
      // Every session of the account has just been signed out, this browser's included.
      clearOrgToken();
      setStage({ kind: 'done', message });
    } catch (e) {
      const msg = serverMessage(e);
      if (serverCode(e) === 'reset_link_invalid') setStage({ kind: 'invalid', message: msg ?? LINK_INVALID });
      else setFailure(msg ?? 'Something went wrong. Please try again.');
    }
  });

  return (
    <div className="org-auth">
      <section className="card org-auth-card" aria-labelledby="reset-title">
        <h1 id="reset-title">Choose a new password</h1>
        {stage.kind === 'checking' && <div className="page-loading" role="status" aria-label="Checking the link" />}
        {stage.kind === 'invalid' && (
          <>
            <FormAlert>
              <p>{stage.message}</p>
            </FormAlert>
            <div className="org-form-actions">
              <Link to="/org/forgot-password" className="btn btn-primary">
                Request a new link
              </Link>
            </div>
          </>
        )}
        {stage.kind === 'done' && (
          <>
            <p className="org-notice" role="status">
              {stage.message}
            </p>
            <div className="org-form-actions">
              <Link to="/org/login" className="btn btn-primary">
                Log In
              </Link>
            </div>
          </>
        )}
        {stage.kind === 'form' && (
          <form className="form org-form" noValidate onSubmit={onSubmit}>
            <p className="org-lead">Choosing a new password signs you out on every device.</p>
            <Field id="reset-password" label="New password" required error={errors.password} hint="At least 6 characters.">
              <input
                type="password"
                autoComplete="new-password"
                required
                {...fieldA11y('reset-password', errors.password, true)}
                {...register('password', {
                  required: 'Password must be at least 6 characters',
                  minLength: { value: 6, message: 'Password must be at least 6 characters' },
                  maxLength: { value: 200, message: 'Password must be at most 200 characters' },
                })}
              />
            </Field>
            <Field id="reset-confirm" label="Confirm new password" required error={errors.confirmPassword}>
              <input
                type="password"
                autoComplete="new-password"
                required
                {...fieldA11y('reset-confirm', errors.confirmPassword)}
                {...register('confirmPassword', { validate: (v) => v === getValues('password') || "Passwords don't match" })}
              />
            </Field>
            {failure && (
              <FormAlert>
                <p>{failure}</p>
              </FormAlert>
            )}
            <div className="org-form-actions">
              <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
                {isSubmitting ? 'Saving…' : 'Set new password'}
              </button>
            </div>
          </form>
        )}
      </section>
    </div>
  );
}
