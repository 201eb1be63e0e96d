import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { api, ApiError } from '../../lib/api';
import { US_STATES } from '@sangam/shared';
import type { UsStateCode } from '@sangam/shared';
import { getUserSession } from '../../lib/session';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { isWebAddress } from '../../lib/web-address';
import '../../components/info-page.css';

interface FormValues {
  name: string;
  description: string;
  website: string;
  eventsPageUrl: string;
  contactEmail: string;
  contactPhone: string;
  city: string;
  state: string;
}

const EMPTY: FormValues = {
  name: '',
  description: '',
  website: '',
  eventsPageUrl: '',
  contactEmail: '',
  contactPhone: '',
  city: '',
  state: '',
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const FIELDS = Object.keys(EMPTY) as Array<keyof FormValues>;

/** The public organization submission form (spec "Submit organization"). */
export default function SubmitOrganizationPage() {
  useDocumentTitle('Submit Your Organization');
  const toast = useToast();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormValues>({ defaultValues: EMPTY, mode: 'onTouched' });

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
    <section className="info-page narrow" aria-labelledby="submit-title">
      <h1 id="submit-title">Submit Your Organization</h1>
      <p className="lead">
        Tell us about your community organization. Listing is free; our team reviews every submission within 2-3 business days.
      </p>
      <form className="form card form-card" onSubmit={handleSubmit(onSubmit)} noValidate>
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
                validate: (v) => !v.trim() || isWebAddress(v) || 'Website must be a web address starting with http:// or https://',
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
                validate: (v) => !v.trim() || isWebAddress(v) || 'Events page must be a web address starting with http:// or https://',
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
              {...register('contactEmail', { validate: (v) => !v.trim() || EMAIL.test(v.trim()) || 'Please enter a valid email' })}
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
        <button type="submit" className="btn btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Submitting…' : 'Submit Organization'}
        </button>
      </form>
    </section>
  );
}
