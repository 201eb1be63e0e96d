import { EVENT_CATEGORIES } from '@sangam/shared';
import { Field, fieldA11y } from '../Field';
import { EventFormApi, fieldId as id, requiredText } from './fields';

/** Title, category and description. */
export function AboutFields({ form }: { form: EventFormApi }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <fieldset className="org-fieldset">
      <legend>About the event</legend>
      <Field id={id('title')} label="Title" required error={errors.title}>
        <input
          type="text"
          required
          {...fieldA11y(id('title'), errors.title)}
          {...register('title', {
            validate: requiredText('Title is required'),
            maxLength: { value: 200, message: 'Title must be at most 200 characters' },
          })}
        />
      </Field>
      <Field id={id('category')} label="Category" required error={errors.category}>
        <select required {...fieldA11y(id('category'), errors.category)} {...register('category', { required: 'Category is required' })}>
          <option value="">Select a category</option>
          {EVENT_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </Field>
      <Field id={id('description')} label="Description" error={errors.description}>
        <textarea
          rows={5}
          {...fieldA11y(id('description'), errors.description)}
          {...register('description', { maxLength: { value: 10000, message: 'Description must be at most 10000 characters' } })}
        />
      </Field>
    </fieldset>
  );
}
