import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fetcher } from '../../../lib/api';
import { fakeApi } from '../../../test/render';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import type { EventBody } from '../api/use-org';
import { EventForm } from './EventForm';
import { IMAGE_REFUSED } from './event-form/ImageFields';
import { EMPTY_EVENT, END_BEFORE_START, EventFormValues, eventToValues, valuesToBody } from './event-form/values';

const IMAGE_PATH = `/api/images/${'ab'.repeat(32)}`;

function renderForm(
  mode: 'add' | 'edit',
  onSubmit = vi.fn(async (_body: EventBody) => undefined),
  defaultValues: EventFormValues = EMPTY_EVENT,
  uploadImage = vi.fn(async (_file: File) => IMAGE_PATH),
) {
  render(
    <MemoryRouter>
      <EventForm
        mode={mode}
        defaultValues={defaultValues}
        submitLabel="Submit Event"
        submittingLabel="Submitting…"
        cancelTo="/org/dashboard"
        fallbackError="Failed to create event"
        onSubmit={onSubmit}
        uploadImage={uploadImage}
      />
    </MemoryRouter>,
  );
  return onSubmit;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), '  Diwali Mela  ');
  await user.selectOptions(screen.getByLabelText('Category'), 'Cultural Events');
  await user.type(screen.getByLabelText('Date'), '2030-11-01');
  await user.type(screen.getByLabelText('Start time'), '18:30');
  await user.type(screen.getByLabelText('Venue'), 'Curtis Culwell Center');
  await user.type(screen.getByLabelText('City'), 'Garland');
  await user.selectOptions(screen.getByLabelText('State'), 'TX');
}

describe('EventForm', () => {
  it('names every missing required field and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm('add');
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    for (const message of ['Title is required', 'Category is required', 'Venue is required', 'City is required', 'State is required']) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds an event: trimmed texts, a 12-hour start time, the price as typed, blank optional fields left out', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm('add');
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Price/), '$10-15');
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Diwali Mela',
      category: 'Cultural Events',
      date: '2030-11-01',
      startTime: '6:30 PM',
      venue: 'Curtis Culwell Center',
      city: 'Garland',
      state: 'TX',
      isFree: false,
      price: '$10-15',
    });
  });

  it('hides the price of a free event and does not send it', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm('add');
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^Price/), '$25');
    await user.click(screen.getByLabelText('This is a free event'));
    expect(screen.queryByLabelText(/^Price/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ isFree: true });
    expect(onSubmit.mock.calls[0][0]).not.toHaveProperty('price');
  });

  it("shows the server's field messages beside the fields and its message above the form", async () => {
    const user = userEvent.setup({ delay: null });
    const body = JSON.stringify({ statusCode: 400, error: 'Date cannot be in the past', fields: { date: 'Date cannot be in the past' } });
    renderForm(
      'add',
      vi.fn(async () => Promise.reject(new ApiError(400, body, `400: ${body}`))),
    );
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Date cannot be in the past');
    expect(screen.getByLabelText('Date')).toHaveAttribute('aria-invalid', 'true');
  });

  it('edits: the loaded values fill the form; an untouched price (and its text) is not sent, a changed one is sent as typed', async () => {
    const loaded = eventToValues({
      title: 'Garba Night',
      description: null,
      category: 'Cultural Events',
      date: '2030-10-10',
      startTime: '7:00 PM',
      endTime: null,
      venue: 'Hall',
      city: 'Irving',
      state: 'TX',
      isFree: false,
      price: 10,
      priceText: null,
      ticketUrl: null,
      imageUrl: null,
    });
    expect(loaded).toMatchObject({ startTime: '19:00', price: '10', description: '' });
    expect(valuesToBody(loaded, 'edit', loaded)).not.toHaveProperty('price');
    expect(valuesToBody({ ...loaded, price: '12.5' }, 'edit', loaded)).toMatchObject({ price: '12.5', description: null, endTime: null });
    expect(valuesToBody({ ...loaded, price: '' }, 'edit', loaded)).toMatchObject({ price: null });
    expect(valuesToBody({ ...loaded, isFree: true }, 'edit', loaded)).toMatchObject({ isFree: true, price: null });

    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm('edit', undefined, loaded);
    expect(screen.getByLabelText('Title')).toHaveValue('Garba Night');
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ title: 'Garba Night', startTime: '7:00 PM' });
  });

  it('one price field in Add and Edit: a range or words load and are sent as text', async () => {
    const base = {
      ...EMPTY_EVENT,
      title: 'Bal Vihar',
      category: 'Educational',
      date: '2030-01-06',
      startTime: '10:00',
      venue: 'Temple',
      city: 'Irving',
      state: 'TX',
    };
    const fields = (over: object) => ({
      ...base,
      description: null,
      startTime: '10:00 AM',
      endTime: null,
      isFree: false,
      ticketUrl: null,
      imageUrl: null,
      price: null,
      priceText: null,
      ...over,
    });
    expect(eventToValues(fields({ price: 10, priceText: '$10–15' })).price).toBe('$10–15');
    expect(eventToValues(fields({ price: null, priceText: 'Donation' })).price).toBe('Donation');
    expect(eventToValues(fields({ price: 12.5 })).price).toBe('12.50');

    const loaded = eventToValues(fields({ price: 10, priceText: '$10–15' }));
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm('edit', undefined, loaded);
    const price = screen.getByLabelText(/^Price/);
    expect(price).toHaveAttribute('type', 'text');
    expect(price).toHaveValue('$10–15');
    await user.clear(price);
    await user.type(price, 'Donation');
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ price: 'Donation' });
  });

  it('an end before the start is an error until "Ends after midnight" is ticked, which is then sent', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm('add');
    await fillRequired(user);
    await user.type(screen.getByLabelText(/^End time/), '17:00');
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    expect(await screen.findByText(END_BEFORE_START)).toBeInTheDocument();
    expect(screen.getByLabelText(/^End time/)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(screen.getByLabelText(/Ends after midnight/));
    await waitFor(() => expect(screen.queryByText(END_BEFORE_START)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ startTime: '6:30 PM', endTime: '5:00 PM', endsAfterMidnight: true });
    // A loaded event that ends the next day comes back with the box ticked.
    expect(eventToValues({ ...loadedFields, startTime: '9:00 PM', endTime: '1:00 AM' }).endsAfterMidnight).toBe(true);
    expect(eventToValues({ ...loadedFields, startTime: '9:00 PM', endTime: '11:00 PM' }).endsAfterMidnight).toBe(false);
  });

  it('web addresses without a scheme get https:// in the field and in the request', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm('add');
    await fillRequired(user);
    const ticket = screen.getByLabelText(/^Ticket link/);
    await user.type(ticket, 'ganeshmandir.org/diwali');
    await user.tab();
    expect(ticket).toHaveValue('https://ganeshmandir.org/diwali');
    await user.type(screen.getByLabelText(/^Or a link to an image/), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    expect(await screen.findByText('Image must be a web address starting with http:// or https://')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(valuesToBody({ ...EMPTY_EVENT, ticketUrl: 'www.x.org', imageUrl: 'x.org/a.jpg' }, 'add')).toMatchObject({
      ticketUrl: 'https://www.x.org',
      imageUrl: 'https://x.org/a.jpg',
    });
  });

  it('uploads a chosen image and sends its address; refuses other files without uploading', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const upload = vi.fn(async (_file: File) => IMAGE_PATH);
    const onSubmit = renderForm('add', undefined, EMPTY_EVENT, upload);
    await fillRequired(user);
    const file = screen.getByLabelText('Upload an image');
    await user.upload(file, new File(['%PDF'], 'flyer.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(IMAGE_REFUSED);
    expect(upload).not.toHaveBeenCalled();

    await user.upload(file, new File([new Uint8Array(10)], 'flyer.png', { type: 'image/png' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(await screen.findByAltText("The event's image")).toHaveAttribute('src', `${IMAGE_PATH}/640.webp`);
    expect(screen.queryByLabelText(/^Or a link to an image/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ imageUrl: IMAGE_PATH });

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.getByLabelText(/^Or a link to an image/)).toHaveValue('');
  });
});

describe('EventForm: multi-day events', () => {
  it('sends the last day only when it is after the date; clears it on edit; loads it back', () => {
    const twoDays: EventFormValues = { ...EMPTY_EVENT, date: '2030-10-25', endDate: '2030-10-26', startTime: '19:00' };
    expect(valuesToBody(twoDays, 'add')).toMatchObject({ date: '2030-10-25', endDate: '2030-10-26', startTime: '7:00 PM' });
    expect(valuesToBody({ ...twoDays, endDate: '' }, 'add')).not.toHaveProperty('endDate');
    expect(valuesToBody({ ...twoDays, endDate: '2030-10-25' }, 'edit', twoDays)).toMatchObject({ endDate: null });
    // A series' dates are each one day.
    expect(valuesToBody({ ...twoDays, repeat: 'weekly', until: '2030-12-01' }, 'add')).not.toHaveProperty('endDate');
    const loaded = eventToValues({
      title: 'Garba',
      description: null,
      category: 'Cultural Events',
      date: '2030-10-25',
      endDate: '2030-11-02',
      startTime: '8:00 PM',
      endTime: '12:00 AM',
      venue: 'Hall',
      city: 'Edison',
      state: 'NJ',
      isFree: true,
      price: null,
      priceText: null,
      ticketUrl: null,
      imageUrl: null,
    });
    expect(loaded).toMatchObject({ endDate: '2030-11-02', startTime: '20:00', endTime: '00:00', endsAfterMidnight: true });
  });

  it("refuses a last day before the date or more than 60 days after it, with the API's words", async () => {
    const onSubmit = renderForm('add');
    const user = userEvent.setup({ delay: null });
    await fillRequired(user);
    await user.clear(screen.getByLabelText('Date'));
    await user.type(screen.getByLabelText('Date'), '2030-10-25');
    await user.type(screen.getByLabelText('Last day (optional)'), '2030-10-24');
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    expect(await screen.findByText('End date must be on or after the date')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Last day (optional)'));
    await user.type(screen.getByLabelText('Last day (optional)'), '2030-12-25');
    expect(await screen.findByText('End date must be at most 60 days after the date')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('EventForm: repeating events', () => {
  it('a weekly series until a date is sent as its recurrence, with the number of dates shown', async () => {
    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm('add');
    await fillRequired(user);
    const date = screen.getByLabelText('Date');
    await user.clear(date);
    await user.type(date, '2030-12-01');
    await user.selectOptions(screen.getByLabelText(/^Repeats/), 'weekly');
    // A last day is filled in (three months on), so a weekly class can be listed without choosing one.
    expect(screen.getByLabelText('Until')).toHaveValue('2031-03-01');
    expect(await screen.findByText('Every Sunday: 13 dates, each its own listing.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Until'));
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    expect(await screen.findByText('Until is required for a repeating event')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Until'), '2031-12-05');
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    expect(await screen.findByText('A series can last at most one year')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Until'));
    await user.type(screen.getByLabelText('Until'), '2031-01-19');
    expect(await screen.findByText('Every Sunday: 8 dates, each its own listing.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ date: '2030-12-01', recurrence: { frequency: 'weekly', until: '2031-01-19' } });
  });

  it('Edit offers no repeat control and sends no recurrence', () => {
    renderForm('edit', undefined, { ...EMPTY_EVENT, title: 'Yoga' });
    expect(screen.queryByLabelText(/^Repeats/)).not.toBeInTheDocument();
    expect(valuesToBody({ ...EMPTY_EVENT, repeat: 'weekly', until: '2031-01-01' }, 'edit')).not.toHaveProperty('recurrence');
  });
});

const loadedFields = {
  title: 'Late Garba',
  description: null,
  category: 'Cultural Events',
  date: '2030-10-10',
  startTime: '9:00 PM',
  endTime: null as string | null,
  venue: 'Hall',
  city: 'Irving',
  state: 'TX',
  isFree: true,
  price: null,
  priceText: null,
  ticketUrl: null,
  imageUrl: null,
};

describe('EventForm: festival, languages and practical tags (contract 24)', () => {
  it('sends them only when the organizer set or changed them (sending marks them chosen)', () => {
    const loaded = { ...EMPTY_EVENT, festival: 'diwali', languages: ['te'], tags: ['kids-family'] };
    const body = valuesToBody(loaded, 'edit', loaded);
    expect(body).not.toHaveProperty('festival');
    expect(body).not.toHaveProperty('languages');
    expect(body).not.toHaveProperty('tags');
    expect(valuesToBody({ ...loaded, languages: ['te', 'ta'] }, 'edit', loaded)).toMatchObject({ languages: ['te', 'ta'] });
    expect(valuesToBody({ ...loaded, festival: '' }, 'edit', loaded)).toMatchObject({ festival: null });
    expect(valuesToBody({ ...loaded, tags: [] }, 'edit', loaded)).toMatchObject({ tags: [] });
    expect(valuesToBody(EMPTY_EVENT, 'add')).not.toHaveProperty('languages');
  });

  it("offers the API's festivals, languages and tags, and submits the choices", async () => {
    const festival = (slug: string, name: string) => ({
      slug,
      name,
      year: 2030,
      pageSlug: `${slug}-2030`,
      startDate: '2030-10-25',
      mainDate: '2030-10-26',
      endDate: '2030-10-28',
      daysUntil: 5,
      eventCount: 0,
      summary: '',
    });
    fakeApi({
      'GET /api/festivals': [festival('diwali', 'Diwali'), festival('ugadi', 'Ugadi')],
      'GET /api/languages': [
        { code: 'te', name: 'Telugu', nativeName: 'తెలుగు', eventCount: 3 },
        { code: 'ta', name: 'Tamil', nativeName: 'தமிழ்', eventCount: 0 },
      ],
      'GET /api/tags': [
        { key: 'kids-family', label: 'Kids & family' },
        { key: 'vegetarian', label: 'Vegetarian food' },
      ],
    });
    const onSubmit = vi.fn(async (_body: EventBody) => undefined);
    const user = userEvent.setup({ delay: null });
    render(
      <SWRConfig value={{ fetcher, provider: () => new Map() }}>
        <MemoryRouter>
          <EventForm
            mode="add"
            defaultValues={EMPTY_EVENT}
            submitLabel="Submit Event"
            submittingLabel="Submitting…"
            cancelTo="/org/dashboard"
            fallbackError="Failed"
            onSubmit={onSubmit}
            uploadImage={vi.fn()}
          />
        </MemoryRouter>
      </SWRConfig>,
    );
    await fillRequired(user);
    await screen.findByRole('option', { name: 'Ugadi' });
    await user.selectOptions(screen.getByLabelText(/^Festival/), 'diwali');
    await user.click(await screen.findByLabelText('Telugu'));
    await user.click(screen.getByLabelText('Kids & family'));
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ festival: 'diwali', languages: ['te'], tags: ['kids-family'] });
  });
});
