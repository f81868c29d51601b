// Changing a session: a Formik form in a modal, checked with the shared session schema (the API applies the same
// one, and adds the one rule only it can check: the capacity holds the seats booked).
import { useId, useState } from 'react';
import { Form, Formik, useField } from 'formik';
import { userMessageOf } from '@portal/api-client';
import { courseSessionChangeSchema } from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';
import { FieldError, TextField, useShownError } from '@portal/shared-ui/form-field';
import type { CourseSessionChangeInput, CsrScheduledSessionFragment } from '../../gql/graphql';
import { sessionFormValues, toSessionChange, type SessionFormValues } from './session-form-values';

/** A date-time field bound to the form (the field kit has none). */
function DateTimeField({ name, label }: { name: 'startsAt' | 'endsAt'; label: string }) {
  const id = useId();
  const [field] = useField<string>(name);
  const error = useShownError(name);
  const errorId = `${id}-error`;
  return (
    <div className={['pui-field', error && 'pui-field--invalid'].filter(Boolean).join(' ')} data-field={name}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...field}
        type="datetime-local"
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      <FieldError id={errorId} error={error} />
    </div>
  );
}

export interface SessionChangeDialogProps {
  session: CsrScheduledSessionFragment;
  onSubmit: (change: CourseSessionChangeInput) => Promise<void>;
  onClose: () => void;
}

export function SessionChangeDialog({ session, onSubmit, onClose }: SessionChangeDialogProps) {
  const [error, setError] = useState<string | null>(null);
  const formId = useId();
  const title = `Change Session of ${session.title}`;
  return (
    <Formik<SessionFormValues>
      initialValues={sessionFormValues(session)}
      validationSchema={courseSessionChangeSchema}
      onSubmit={async (values) => {
        setError(null);
        try {
          await onSubmit(toSessionChange(values));
        } catch (e) {
          setError(userMessageOf(e, 'The session could not be changed.'));
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
                Save and E-mail Learners
              </Button>
            </>
          }
        >
          <Form id={formId} className="csr-session-form" aria-label={title} noValidate>
            <p className="csr-hint">
              {session.booked} booked of {session.capacity} places, {session.waitlisted} on the waitlist. Each
              of these learners is e-mailed what changed. Times are on your computer&apos;s clock.
            </p>
            <DateTimeField name="startsAt" label="Start" />
            <DateTimeField name="endsAt" label="End" />
            <TextField name="location" label="Place" maxLength={300} />
            <TextField name="onlineUrl" label="Online Link" maxLength={300} placeholder="https://" />
            <TextField name="capacity" label="Capacity" inputMode="numeric" required maxLength={3} />
            {error && <Alert kind="danger">{error}</Alert>}
          </Form>
        </Modal>
      )}
    </Formik>
  );
}
