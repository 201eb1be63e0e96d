import { ReactNode } from 'react';
import type { FieldError } from 'react-hook-form';

/** aria wiring for an input: invalid state plus the ids of its hint and error. */
export function fieldA11y(id: string, error: FieldError | undefined, hint?: ReactNode) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? (true as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

interface FieldProps {
  id: string;
  label: string;
  required?: boolean;
  error?: FieldError;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Label, control, hint and inline error; the control gets its aria props from fieldA11y(). */
export function Field({ id, label, required, error, hint, children, className }: FieldProps) {
  return (
    <div className={`field${className ? ` ${className}` : ''}`}>
      {/* The required asterisk is CSS content with empty alternative text: seen, not read out (the input says required). */}
      <label htmlFor={id} className={required ? 'org-label-required' : undefined}>
        {label}
        {!required && <span className="org-optional"> (optional)</span>}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="org-field-hint">
          {hint}
        </p>
      )}
      {error?.message && (
        <p id={`${id}-error`} className="field-error">
          {error.message}
        </p>
      )}
    </div>
  );
}

/** A form-level message (server failure), announced to screen readers. */
export function FormAlert({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <div id={id} className="org-form-alert" role="alert">
      {children}
    </div>
  );
}
