import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { api, ApiError } from '../../lib/api';
import type { UsStateCode } from '@sangam/shared';
import { getUserSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { EMPTY, FormValues, OrganizationFields } from './OrganizationFields';
import '../../components/info-page.css';

const FIELDS = Object.keys(EMPTY) as Array<keyof FormValues>;

/** The public organization submission form (spec "Submit organization"). */
export default function SubmitOrganizationPage() {
  useDocumentTitle('Submit Your Organization');
  const toast = useToast();
  const [done, setDone] = useState(false);
  const form = useForm<FormValues>({ defaultValues: EMPTY, mode: 'onTouched' });
  const {
    handleSubmit,
    reset,
    setError,
    formState: { isSubmitting },
  } = form;

  const onSubmit = async (values: FormValues) => {
    try {
      await api.post('/api/organizations', { body: { ...values, state: values.state as UsStateCode, submittedBy: getUserSession() } });
      setDone(true);
      window.scrollTo(0, 0);
    } catch (e) {
      if (e instanceof ApiError && e.status === 400) {
        try {
          const fields = (JSON.parse(e.body) as { fields?: Record<string, string> }).fields ?? {};
          for (const [k, msg] of Object.entries(fields))
            if ((FIELDS as string[]).includes(k)) setError(k as keyof FormValues, { message: msg });
        } catch {
          /* no field details */
        }
      }
      toast({
        title: 'Submission failed',
        description: 'There was an error submitting your organization. Please try again.',
        variant: 'destructive',
      });
    }
  };

  if (done) {
    return (
      <section className="info-page narrow">
        <div className="card success-panel" role="status">
          <h1>Organization Submitted!</h1>
          <p>
            Thank you! Our team will review your submission within 2-3 business days. Once approved, your organization will appear in the
            directory.
          </p>
          <div className="button-row">
            <Link to="/" className="btn btn-primary">
              Browse Events
            </Link>
            <button
              type="button"
              className="btn"
              onClick={() => {
                reset(EMPTY);
                setDone(false);
              }}
            >
              Submit Another Organization
            </button>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="info-page narrow" aria-labelledby="submit-title">
      <h1 id="submit-title">Submit Your Organization</h1>
      <p className="lead">
        Tell us about your community organization. Listing is free; our team reviews every submission within 2-3 business days.
      </p>
      <form className="form card form-card" onSubmit={handleSubmit(onSubmit)} noValidate>
        <OrganizationFields form={form} />
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting…' : 'Submit Organization'}
        </button>
      </form>
    </section>
  );
}
