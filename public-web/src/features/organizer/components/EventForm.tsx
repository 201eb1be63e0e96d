import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { applyServerFieldErrors, serverMessage } from '../utils/server-errors';
import { AboutFields } from './event-form/AboutFields';
import { CommunityFields } from './event-form/CommunityFields';
import { ImageFields } from './event-form/ImageFields';
import { TicketFields } from './event-form/TicketFields';
import { EventFormMode, EventFormValues, EventSubmission, FIELD_NAMES, valuesToBody } from './event-form/values';
import { WhenFields } from './event-form/WhenFields';
import { WhereFields } from './event-form/WhereFields';
import { FormAlert } from './Field';
import '../organizer.css';

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

/**
 * The organizer event form (spec section 5), shared by /add-event and /edit-event/{id}: its sections in
 * event-form/. One price field in both: a number, a range ('$10–15') or words ('Donation'), which the API
 * keeps as priceText; hidden while the event is free. Web addresses typed without a scheme get https://
 * (the API does the same). An end before the start needs "Ends after midnight".
 */
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
  const form = useForm<EventFormValues>({ mode: 'onSubmit', reValidateMode: 'onChange', defaultValues });
  const submit = form.handleSubmit(async (v) => {
    setFailure(null);
    try {
      await onSubmit(valuesToBody(v, mode, defaultValues));
    } catch (e) {
      applyServerFieldErrors(e, form.setError, FIELD_NAMES);
      setFailure(serverMessage(e) ?? fallbackError);
    }
  });

  return (
    <form className="form org-form org-event-form" noValidate onSubmit={submit}>
      <p className="org-field-hint" aria-hidden="true">
        Fields marked <span className="org-required">*</span> are required.
      </p>
      <AboutFields form={form} />
      <CommunityFields form={form} />
      <WhenFields form={form} mode={mode} />
      <WhereFields form={form} mode={mode} initialState={defaultValues.state} />
      <TicketFields form={form} mode={mode} />
      <ImageFields form={form} uploadImage={uploadImage} />

      {failure && (
        <FormAlert>
          <p>{failure}</p>
        </FormAlert>
      )}

      <div className="org-form-actions">
        <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? submittingLabel : submitLabel}
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
