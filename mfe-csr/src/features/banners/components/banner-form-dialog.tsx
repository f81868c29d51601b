// Creating or editing a banner: a Formik form in a modal, checked with the shared banner schema (the API applies
// the same one), errors under each field after it was touched or a submit failed.
import { userMessageOf } from '@portal/api-client';
import { useId, useState } from 'react';
import { Form, Formik, useField } from 'formik';
import { bannerSchema, BANNER_MESSAGE_MAX } from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';
import { FieldError, SelectField, useShownError } from '@portal/shared-ui/form-field';
import { BANNER_TYPE_OPTIONS, toBannerInput, type BannerFormValues } from '../banner-form-values';
import type { NewBannerInput } from '../../../gql/graphql';

/** A date-time or multi-line field bound to the form (the field kit has no such controls), in its markup. */
function BannerField({
  name,
  label,
  kind,
  hint,
}: {
  name: keyof BannerFormValues;
  label: string;
  kind: 'datetime-local' | 'textarea';
  hint?: string;
}) {
  const id = useId();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error && errorId, hint && hintId].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    ...field,
    'aria-required': true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;
  return (
    <div className={['pui-field', error && 'pui-field--invalid'].filter(Boolean).join(' ')} data-field={name}>
      <label htmlFor={id}>{label}</label>
      {kind === 'textarea' ? (
        <textarea {...common} rows={4} maxLength={BANNER_MESSAGE_MAX + 100} />
      ) : (
        <input {...common} type="datetime-local" />
      )}
      {hint && (
        <p className="csr-hint" id={hintId}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} error={error} />
    </div>
  );
}

const MESSAGE_HINT =
  "Start and end are on your computer's clock. The message may use <b>, <i>, <u>, <br> and links " +
  '(<a href="https://…">); anything else is shown as text.';

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
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={bannerSchema}
      onSubmit={async (values) => {
        setError(null);
        try {
          await onSubmit(toBannerInput(values));
        } catch (e) {
          setError(userMessageOf(e, 'The banner could not be saved.'));
        }
      }}
    >
      {({ isSubmitting }) => (
        <Modal
          open
          title={title}
          onClose={isSubmitting ? undefined : onClose}
          size="lg"
          footer={
            <>
              <Button variant="secondary" onClick={onClose} disabled={isSubmitting}>
                Cancel
              </Button>
              <Button type="submit" form={formId} loading={isSubmitting}>
                {submitLabel}
              </Button>
            </>
          }
        >
          <Form id={formId} className="csr-banner-form" aria-label={title} noValidate>
            <BannerField name="startDateTime" label="Start" kind="datetime-local" />
            <BannerField name="endDateTime" label="End" kind="datetime-local" />
            <SelectField
              name="type"
              label="Alert Type"
              options={BANNER_TYPE_OPTIONS}
              placeholder="Select"
              required
            />
            <BannerField name="message" label="Message" kind="textarea" hint={MESSAGE_HINT} />
            {error && <Alert kind="danger">{error}</Alert>}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
