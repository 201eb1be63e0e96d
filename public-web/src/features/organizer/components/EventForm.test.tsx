import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api';
import type { EventBody } from '../api/use-org';
import { EMPTY_EVENT, EventForm, EventFormValues, eventToValues, valuesToBody } from './EventForm';

function renderForm(
  mode: 'add' | 'edit',
  onSubmit = vi.fn(async (_body: EventBody) => undefined),
  defaultValues: EventFormValues = EMPTY_EVENT,
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

  it('edits: the loaded values fill the form; an untouched price (and its text) is not sent, a changed one is a number', async () => {
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
      ticketUrl: null,
      imageUrl: null,
    });
    expect(loaded).toMatchObject({ startTime: '19:00', price: '10.00', description: '' });
    expect(valuesToBody(loaded, 'edit', loaded)).not.toHaveProperty('price');
    expect(valuesToBody({ ...loaded, price: '12.5' }, 'edit', loaded)).toMatchObject({ price: 12.5, description: null, endTime: null });
    expect(valuesToBody({ ...loaded, isFree: true }, 'edit', loaded)).toMatchObject({ isFree: true, price: null });

    const user = userEvent.setup({ delay: null });
    const onSubmit = renderForm('edit', undefined, loaded);
    expect(screen.getByLabelText('Title')).toHaveValue('Garba Night');
    await user.click(screen.getByRole('button', { name: 'Submit Event' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0][0]).toMatchObject({ title: 'Garba Night', startTime: '7:00 PM' });
  });
});
