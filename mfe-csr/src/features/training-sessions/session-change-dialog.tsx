// Changing a session: a Formik form in a modal (the shared FormDialog), checked with the shared session schema (the
// API applies the same one, and adds the one rule only it can check: the capacity holds the seats booked).
import { userMessageOf } from '@portal/api-client';
import { courseSessionChangeSchema } from '@portal/rules/validation';
import { FormDialog } from '@portal/shared-ui/form-dialog';
import { TextField } from '@portal/shared-ui/form-field';
import type { CourseSessionChangeInput, CsrScheduledSessionFragment } from '../../gql/graphql';
import { sessionFormValues, toSessionChange } from './session-form-values';

export interface SessionChangeDialogProps {
  session: CsrScheduledSessionFragment;
  onSubmit: (change: CourseSessionChangeInput) => Promise<void>;
  onClose: () => void;
}

export function SessionChangeDialog({ session, onSubmit, onClose }: SessionChangeDialogProps) {
  return (
    <FormDialog
      title={`Change Session of ${session.title}`}
      initialValues={sessionFormValues(session)}
      validationSchema={courseSessionChangeSchema}
      submitLabel="Save and E-mail Learners"
      onSubmit={(values) => onSubmit(toSessionChange(values))}
      messageOf={(e) => userMessageOf(e, 'The session could not be changed.')}
      onClose={onClose}
      className="csr-session-form"
    >
      <p className="csr-hint">
        {session.booked} booked of {session.capacity} places, {session.waitlisted} on the waitlist. Each of
        these learners is e-mailed what changed. Times are on your computer&apos;s clock.
      </p>
      <TextField name="startsAt" label="Start" type="datetime-local" required />
      <TextField name="endsAt" label="End" type="datetime-local" required />
      <TextField name="location" label="Place" maxLength={300} />
      <TextField name="onlineUrl" label="Online Link" maxLength={300} placeholder="https://" />
      <TextField name="capacity" label="Capacity" inputMode="numeric" required maxLength={3} />
    </FormDialog>
  );
}
