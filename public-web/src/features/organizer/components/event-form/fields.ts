import type { UseFormReturn } from 'react-hook-form';
import { EventFormValues, webAddress } from './values';

/** What each section of the event form works with: react-hook-form's handle on the form. */
export type EventFormApi = UseFormReturn<EventFormValues>;

/** The id of a field's control ('event-title'). */
export const fieldId = (name: string) => `event-${name}`;

export const requiredText = (message: string) => (v: string) => v.trim() !== '' || message;

/** Shows the completed web address in the field once the organizer leaves it. */
export function completeOnBlur(form: EventFormApi, name: 'ticketUrl' | 'imageUrl') {
  return () => {
    const v = form.getValues(name);
    if (v.trim() !== '' && webAddress(v) !== v) form.setValue(name, webAddress(v), { shouldValidate: form.formState.isSubmitted });
  };
}
