// Creating or editing a banner: a Formik form in a modal (the shared FormDialog), checked with the shared banner
// schema (the API applies the same one), errors under each field after it was touched or a submit failed.
import { userMessageOf } from '@portal/api-client';
import { useId } from 'react';
import { useField } from 'formik';
import { bannerSchema, BANNER_MESSAGE_MAX } from '@portal/rules/validation';
import { FormDialog } from '@portal/shared-ui/form-dialog';
import { FieldError, SelectField, TextField, useShownError } from '@portal/shared-ui/form-field';
import { BANNER_TYPE_OPTIONS, toBannerInput, type BannerFormValues } from '../banner-form-values';
import type { NewBannerInput } from '../../../gql/graphql';

const MESSAGE_HINT =
  "Start and end are on your computer's clock. The message may use <b>, <i>, <u>, <br> and links " +
  '(<a href="https://…">); anything else is shown as text.';

/** The message: a multi-line field bound to the form (the field kit has none), with what it may hold. */
function MessageField() {
  const id = useId();
  const [field] = useField<string>('message');
  const error = useShownError('message');
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <div
      className={['pui-field', error && 'pui-field--invalid'].filter(Boolean).join(' ')}
      data-field="message"
    >
      <label htmlFor={id}>Message</label>
      <textarea
        id={id}
        {...field}
        rows={4}
        maxLength={BANNER_MESSAGE_MAX + 100}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={[error && errorId, hintId].filter(Boolean).join(' ')}
      />
      <p className="csr-hint" id={hintId}>
        {MESSAGE_HINT}
      </p>
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface BannerFormDialogProps {
  title: string;
  initialValues: BannerFormValues;
  submitLabel: string;
  onSubmit: (banner: NewBannerInput) => Promise<void>;
  onClose: () => void;
}

export function BannerFormDialog({
  title,
  initialValues,
  submitLabel,
  onSubmit,
  onClose,
}: BannerFormDialogProps) {
  return (
    <FormDialog
      title={title}
      initialValues={initialValues}
      validationSchema={bannerSchema}
      submitLabel={submitLabel}
      onSubmit={(values) => onSubmit(toBannerInput(values))}
      messageOf={(e) => userMessageOf(e, 'The banner could not be saved.')}
      onClose={onClose}
      className="csr-banner-form"
    >
      <TextField name="startDateTime" label="Start" type="datetime-local" required />
      <TextField name="endDateTime" label="End" type="datetime-local" required />
      <SelectField
        name="type"
        label="Alert Type"
        options={BANNER_TYPE_OPTIONS}
        placeholder="Select"
        required
      />
      <MessageField />
    </FormDialog>
  );
}
