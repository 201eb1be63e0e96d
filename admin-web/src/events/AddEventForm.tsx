import { useState } from 'react';
import { Form, HttpError, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useNotifySuccess } from '../common/notifications';
import { SubmitButton } from '../common/SubmitButton';
import { useAdminApi } from '../common/useAdminApi';
import { serverMessage } from '../httpClient';
import { EventFields, EventFormValues, toNewEvent } from './EventFields';

/** The admin event form ('Add Event' on /admin): POST /api/events creates an approved event. */
export function AddEventForm() {
  const api = useAdminApi();
  const notify = useNotify();
  const notifySuccess = useNotifySuccess();
  const queryClient = useQueryClient();
  const [formKey, setFormKey] = useState(0);

  const submit = async (values: EventFormValues) => {
    try {
      await api.createEvent(toNewEvent(values));
    } catch (err) {
      notify(serverMessage(err) ?? 'Failed to create event', { type: 'error' });
      return err instanceof HttpError && err.body?.fields ? err.body.fields : undefined;
    }
    notifySuccess('Event created successfully!');
    setFormKey((k) => k + 1);
    void queryClient.invalidateQueries({ queryKey: ['events'] });
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
    return undefined;
  };

  return (
    <Form key={formKey} onSubmit={submit} defaultValues={{ isFree: false }} noValidate>
      <EventFields />
      <SubmitButton label="Create Event" />
    </Form>
  );
}
