import { isWebAddress } from '../../../../lib/web-address';
import { MESSAGES, optional } from '../../../../lib/validation';
import { Field, fieldA11y } from '../Field';
import { completeOnBlur, EventFormApi, fieldId as id } from './fields';
import type { EventFormMode } from './values';

/** Free or not, the price as typed (hidden while free; Edit clears it when the event becomes free), the ticket link. */
export function TicketFields({ form, mode }: { form: EventFormApi; mode: EventFormMode }) {
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const isFree = watch('isFree');
  const freeField = register('isFree');
  return (
    <fieldset className="org-fieldset">
      <legend>Tickets</legend>
      <div className="org-checkbox">
        <input
          type="checkbox"
          id={id('isFree')}
          {...freeField}
          onChange={(e) => {
            void freeField.onChange(e);
            if (mode === 'edit' && e.target.checked) setValue('price', '', { shouldValidate: false });
          }}
        />
        <label htmlFor={id('isFree')}>This is a free event</label>
      </div>
      {!isFree && (
        <Field id={id('price')} label="Price" error={errors.price} hint="A number ($25), a range ($10–15) or words such as Donation.">
          <input
            type="text"
            placeholder="$25, $10–15 or Donation"
            {...fieldA11y(id('price'), errors.price, true)}
            {...register('price', {
              maxLength: { value: 100, message: 'Price must be at most 100 characters' },
              validate: (v) => !/^\s*(-|\$\s*-)\s*\d/.test(v) || 'Price must be 0 or more',
            })}
          />
        </Field>
      )}
      <Field id={id('ticketUrl')} label="Ticket link" error={errors.ticketUrl} hint="Where people buy tickets or register.">
        <input
          type="text"
          inputMode="url"
          placeholder="eventbrite.com/e/…"
          {...fieldA11y(id('ticketUrl'), errors.ticketUrl, true)}
          {...register('ticketUrl', {
            validate: optional(isWebAddress, MESSAGES.url('Ticket link')),
            onBlur: completeOnBlur(form, 'ticketUrl'),
          })}
        />
      </Field>
    </fieldset>
  );
}
