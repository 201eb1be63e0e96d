import { useRef, useState } from 'react';
import { eventImageSrc, isUploadedImage } from '../../../../lib/event-image';
import { isWebAddress } from '../../../../lib/web-address';
import { serverMessage } from '../../utils/server-errors';
import { MESSAGES, optional } from '../../../../lib/validation';
import { Field, fieldA11y } from '../Field';
import { completeOnBlur, EventFormApi, fieldId as id } from './fields';
import { webAddress } from './values';

export const IMAGE_REFUSED = 'Images must be JPEG, PNG or WebP up to 5 MB';
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Uploads a chosen picture (JPEG, PNG or WebP up to 5 MB; others refused without uploading) and puts its address in imageUrl. */
function useImageUpload(form: EventFormApi, uploadImage: (file: File) => Promise<string>) {
  const [upload, setUpload] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });
  const fileInput = useRef<HTMLInputElement>(null);
  const chooseImage = async (file: File | undefined) => {
    if (!file) return;
    if (!IMAGE_TYPES.includes(file.type) || file.size > IMAGE_MAX_BYTES) {
      setUpload({ busy: false, error: IMAGE_REFUSED });
      return;
    }
    setUpload({ busy: true, error: null });
    try {
      form.setValue('imageUrl', await uploadImage(file), { shouldDirty: true, shouldValidate: true });
      setUpload({ busy: false, error: null });
    } catch (e) {
      setUpload({ busy: false, error: serverMessage(e) ?? 'The image could not be uploaded. Please try again.' });
    } finally {
      if (fileInput.current) fileInput.current.value = '';
    }
  };
  return { upload, fileInput, chooseImage };
}

/** The event's picture: a preview, upload or remove, or a link to an image already on the web. */
export function ImageFields({ form, uploadImage }: { form: EventFormApi; uploadImage: (file: File) => Promise<string> }) {
  const {
    register,
    watch,
    setValue,
    formState: { errors },
  } = form;
  const { upload, fileInput, chooseImage } = useImageUpload(form, uploadImage);
  const imageUrl = watch('imageUrl');
  const uploaded = isUploadedImage(imageUrl);
  const preview = eventImageSrc(uploaded ? imageUrl : webAddress(imageUrl), 'card');
  return (
    <fieldset className="org-fieldset">
      <legend>Image</legend>
      <div className="org-image">
        {preview ? (
          <img className="org-image-preview" src={preview} alt="The event's image" />
        ) : (
          <div className="org-image-preview org-image-empty" aria-hidden="true">
            No image
          </div>
        )}
        <div className="org-image-controls">
          <input
            ref={fileInput}
            id={id('imageFile')}
            className="sr-only"
            type="file"
            accept={IMAGE_TYPES.join(',')}
            aria-describedby={`${id('imageFile')}-hint`}
            onChange={(e) => void chooseImage(e.target.files?.[0])}
          />
          <label
            htmlFor={id('imageFile')}
            className={`btn${upload.busy ? ' org-btn-disabled' : ''}`}
            aria-disabled={upload.busy || undefined}
          >
            {upload.busy ? 'Uploading…' : imageUrl ? 'Upload a different image' : 'Upload an image'}
          </label>
          {imageUrl && (
            <button
              type="button"
              className="btn btn-ghost"
              onClick={() => setValue('imageUrl', '', { shouldDirty: true, shouldValidate: true })}
            >
              Remove image
            </button>
          )}
          <p id={`${id('imageFile')}-hint`} className="org-field-hint">
            JPEG, PNG or WebP up to 5 MB. It is resized for cards and the event page.
          </p>
          {upload.error && (
            <p className="field-error" role="alert">
              {upload.error}
            </p>
          )}
        </div>
      </div>
      {uploaded ? (
        <input type="hidden" {...register('imageUrl')} />
      ) : (
        <Field id={id('imageUrl')} label="Or a link to an image" error={errors.imageUrl} hint="A flyer or photo already on the web.">
          <input
            type="text"
            inputMode="url"
            placeholder="https://"
            {...fieldA11y(id('imageUrl'), errors.imageUrl, true)}
            {...register('imageUrl', {
              validate: optional((v) => isUploadedImage(v) || isWebAddress(v), MESSAGES.url('Image')),
              onBlur: completeOnBlur(form, 'imageUrl'),
            })}
          />
        </Field>
      )}
    </fieldset>
  );
}
