import { API_ERROR_CODES, API_ERRORS, apiErrorMessage, apiErrorStatus, isApiErrorCode } from './error-codes';

describe('API error codes', () => {
  it('give every code an HTTP error status and a message', () => {
    for (const code of API_ERROR_CODES) {
      expect([code, apiErrorStatus(code) >= 400 && apiErrorStatus(code) < 600]).toEqual([code, true]);
      expect([code, typeof API_ERRORS[code].message]).toEqual([code, expect.stringMatching(/^(string|function)$/)]);
    }
    expect(API_ERROR_CODES.length).toBeGreaterThan(50);
  });

  it('write each message, with its values where it has some (never an empty or unfilled text)', () => {
    // Values for the codes whose messages take some; a new such code needs an entry here.
    const samples: { [C in keyof typeof API_ERRORS]?: unknown } = {
      validation_failed: { message: 'Title is required' },
      invalid_id: { what: 'event' },
      route_not_found: { method: 'GET', path: '/api/nothing' },
      year_out_of_range: { min: 2000, max: 2100 },
      not_own_organization: { what: 'events' },
      organization_not_approved: { reason: 'No events' },
      reapply_too_soon: { wait: '3 days' },
      rate_limited: { what: 'sign-ups from this network', wait: '5 minutes' },
      zip_not_found: { zip: '99999' },
      pending_series_too_long: { max: 12 },
      saved_events_full: { max: 500 },
      source_url_taken: { name: 'Temple events' },
      discovered_website_taken: { website: 'example.org', name: 'Example' },
      discovered_email_taken: { email: 'a@example.org', name: 'Example' },
    };
    for (const code of API_ERROR_CODES) {
      const takesValues = typeof API_ERRORS[code].message === 'function';
      expect([code, takesValues]).toEqual([code, code in samples]);
      const text = apiErrorMessage(code, samples[code] as never);
      expect([code, text.trim().length > 0, /undefined|\[object/.test(text)]).toEqual([code, true, false]);
    }
  });

  it('keep the specification texts', () => {
    expect(apiErrorMessage('email_taken')).toBe('Organization with this email already exists');
    expect(apiErrorMessage('cannot_delete_past')).toBe('Cannot delete past events');
    expect(apiErrorMessage('event_not_found')).toBe('Event not found');
    expect(apiErrorMessage('scrape_already_running')).toBe('Already Running');
    expect(apiErrorMessage('no_urls')).toBe('No URLs Provided');
    expect(apiErrorMessage('rate_limited', { what: 'messages from this network', wait: '10 minutes' })).toBe(
      'Too many messages from this network. Please try again in 10 minutes.',
    );
    expect(apiErrorMessage('validation_failed')).toBe('Invalid input');
    expect(apiErrorMessage('invalid_id')).toBe('Invalid id');
  });

  it('tell a code from any other text', () => {
    expect(isApiErrorCode('event_not_found')).toBe(true);
    expect(isApiErrorCode('Event not found')).toBe(false);
    expect(isApiErrorCode('toString')).toBe(false);
    expect(isApiErrorCode(undefined)).toBe(false);
  });
});
