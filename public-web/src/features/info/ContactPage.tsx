import { FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../lib/api';
import { useToast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../components/info-page.css';

const FEEDBACK_MS = 1000;
const EMPTY = { name: '', email: '', subject: '', message: '' };

/** Contact form (all fields required) and FAQ. The message is stored for the team; one second of feedback. */
export default function ContactPage() {
  useDocumentTitle('Contact Us');
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const [sending, setSending] = useState(false);
  const set = (k: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [k]: e.target.value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setSending(true);
    const pause = new Promise((r) => setTimeout(r, FEEDBACK_MS));
    try {
      await Promise.all([api.post('/api/contact', { body: values }), pause]);
      setValues(EMPTY);
      toast({ title: 'Message Sent!', description: "Thank you for reaching out. We'll get back to you soon.", variant: 'success' });
    } catch {
      await pause;
      toast({ title: 'Message not sent', description: 'Something went wrong. Please try again.', variant: 'destructive' });
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="info-page" aria-labelledby="contact-title">
      <h1 id="contact-title">Contact Us</h1>
      <p className="lead">Questions about listing events, promotion or the site? We're here to help.</p>
      <div className="contact-layout">
        <form className="form card form-card" onSubmit={onSubmit}>
          <div className="row-2">
            <div className="field">
              <label htmlFor="contact-name">Name</label>
              <input id="contact-name" required maxLength={200} autoComplete="name" value={values.name} onChange={set('name')} />
            </div>
            <div className="field">
              <label htmlFor="contact-email">Email</label>
              <input
                id="contact-email"
                type="email"
                required
                maxLength={254}
                autoComplete="email"
                value={values.email}
                onChange={set('email')}
              />
            </div>
          </div>
          <div className="field">
            <label htmlFor="contact-subject">Subject</label>
            <input id="contact-subject" required maxLength={300} value={values.subject} onChange={set('subject')} />
          </div>
          <div className="field">
            <label htmlFor="contact-message">Message</label>
            <textarea id="contact-message" required maxLength={5000} value={values.message} onChange={set('message')} />
          </div>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Sending…' : 'Send Message'}
          </button>
        </form>

        <section className="card faq" aria-labelledby="faq-title">
          <h2 id="faq-title">Frequently Asked Questions</h2>
          <div>
            <h3>How quickly will you respond?</h3>
            <ul className="checklist">
              <li>General inquiries: within 24 hours</li>
              <li>Technical support: within 4 hours</li>
              <li>Promotion inquiries: same day</li>
            </ul>
          </div>
          <div>
            <h3>How do I list my events?</h3>
            <p>
              <Link to="/org/signup">Sign up as an organizer</Link> and add your events. Listing is always free, and events go live
              immediately.
            </p>
          </div>
          <div>
            <h3>How much does promotion cost?</h3>
            <p>
              Featured promotion is $29 per event. See <Link to="/promotion">Promote</Link> for details.
            </p>
          </div>
          <div>
            <h3>Can I suggest an organization?</h3>
            <p>
              Yes: <Link to="/submit-organization">submit an organization</Link> and we will review it within 2-3 business days.
            </p>
          </div>
        </section>
      </div>
    </section>
  );
}
