import { useMemo } from 'react';
import { BooleanInput, DateInput, SelectInput, TextInput, useRecordContext } from 'react-admin';
import { Box } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { CATEGORY_CHOICES, stateChoicesWith } from '../common/constants';
import { OrganizationPicker } from '../common/OrganizationPicker';
import type { CreateEventDto, EventCategory, ManagedEventResponse, UsStateCode } from '@sangam/shared';
import { cleanText, optionalUrl, requiredMessage } from '../common/validation';

/** The admin event form's rules (spec section 5). */
const eventRules = {
  title: requiredMessage('Title is required'),
  category: requiredMessage('Category is required'),
  date: requiredMessage('Date is required'),
  startTime: requiredMessage('Start time is required'),
  venue: requiredMessage('Venue is required'),
  city: requiredMessage('City is required'),
  state: requiredMessage('State is required'),
  organizationId: requiredMessage('Organization is required'),
};

const row = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' } as const;

function PriceInput() {
  const isFree = useWatch({ name: 'isFree' });
  if (isFree) return null;
  return <TextInput source="price" label="Price" helperText="e.g. $25, $10-15 or Contact for pricing" fullWidth />;
}

/**
 * The fields of the admin event form, shared by 'Add Event' on /admin and the edit page of /admin/events.
 * An existing event without an organization (a community event) may stay without one.
 */
export function EventFields({ organizationRequired = true }: { organizationRequired?: boolean }) {
  const record = useRecordContext<{ state?: string }>();
  return (
    <Box sx={{ width: '100%', maxWidth: 900 }}>
      <TextInput source="title" label="Title" validate={eventRules.title} fullWidth />
      <Box sx={row}>
        <SelectInput source="category" label="Category" choices={CATEGORY_CHOICES} validate={eventRules.category} fullWidth />
        <OrganizationPicker
          source="organizationId"
          label="Organization"
          validate={organizationRequired ? eventRules.organizationId : undefined}
          helperText={organizationRequired ? undefined : 'Leave empty for a community event'}
        />
      </Box>
      <TextInput source="description" label="Description" multiline minRows={3} fullWidth />
      <Box sx={row}>
        <DateInput source="date" label="Date" validate={eventRules.date} fullWidth />
        <DateInput source="endDate" label="Last day" helperText="For an event over several days" fullWidth />
      </Box>
      <Box sx={row}>
        <TextInput source="startTime" label="Start time" helperText="e.g. 6:00 PM" validate={eventRules.startTime} fullWidth />
        <TextInput source="endTime" label="End time" helperText="e.g. 9:00 PM" fullWidth />
      </Box>
      <TextInput source="venue" label="Venue" validate={eventRules.venue} fullWidth />
      <Box sx={row}>
        <TextInput source="city" label="City" validate={eventRules.city} fullWidth />
        <SelectInput source="state" label="State" choices={stateChoicesWith(record?.state)} validate={eventRules.state} fullWidth />
      </Box>
      <Box sx={{ ...row, alignItems: 'center' }}>
        <BooleanInput source="isFree" label="Free event" />
        <PriceInput />
      </Box>
      <TextInput source="ticketUrl" label="Ticket URL" type="url" validate={optionalUrl} fullWidth />
    </Box>
  );
}

export type EventFormValues = Partial<Omit<ManagedEventResponse, 'price'>> & { price?: string | number | null };

/** POST /api/events body from the form: blank optional fields are left out; a free event has no price. */
export function toNewEvent(v: EventFormValues): CreateEventDto {
  const body: CreateEventDto = {
    title: cleanText(v.title) ?? '',
    // The choices come from the same lists the API accepts; the API answers 400 for anything else.
    category: (v.category ?? '') as EventCategory,
    date: v.date ?? '',
    startTime: cleanText(v.startTime) ?? '',
    venue: cleanText(v.venue) ?? '',
    city: cleanText(v.city) ?? '',
    state: (v.state ?? '') as UsStateCode,
    isFree: !!v.isFree,
    organizationId: v.organizationId ?? '',
  };
  const description = cleanText(v.description);
  const endTime = cleanText(v.endTime);
  const endDate = v.endDate || null;
  const ticketUrl = cleanText(v.ticketUrl);
  const price = v.isFree ? null : cleanText(v.price);
  if (description) body.description = description;
  if (endTime) body.endTime = endTime;
  if (endDate) body.endDate = endDate;
  if (ticketUrl) body.ticketUrl = ticketUrl;
  if (price) body.price = price;
  return body;
}

/** PUT /api/admin/events/:id body: only the form's fields (blank optional ones cleared with null). */
export function toEventUpdate(v: EventFormValues) {
  return {
    title: cleanText(v.title),
    description: cleanText(v.description),
    category: v.category,
    date: v.date,
    endDate: v.endDate || null,
    startTime: cleanText(v.startTime),
    endTime: cleanText(v.endTime),
    venue: cleanText(v.venue),
    city: cleanText(v.city),
    state: v.state,
    price: v.isFree ? null : cleanText(v.price),
    isFree: !!v.isFree,
    ticketUrl: cleanText(v.ticketUrl),
    organizationId: v.organizationId,
    // Sent back as shown: the API takes only a changed value as the admin's choice (no community ticked: inferred again).
    festival: v.festival ?? null,
    languages: v.languages?.length ? v.languages : null,
    tags: v.tags ?? [],
  };
}

/** The record as the form shows it: the price as the organizer's text when there is one. */
export function useEventFormRecord(): EventFormValues | undefined {
  const record = useRecordContext<ManagedEventResponse>();
  return useMemo(
    () =>
      record
        ? { ...record, price: record.priceText ?? (record.price !== null && record.price !== undefined ? String(record.price) : '') }
        : undefined,
    [record],
  );
}
