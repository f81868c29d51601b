// The agent's notes on a customer (issue 41): write one on a call; all of them newest first, with author and time.
import { useState } from 'react';
import { useFormik } from 'formik';
import { useQueryClient } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { formatDateTime } from '@portal/shared-session';
import {
  CUSTOMER_NOTE_MAX,
  INITIAL_CUSTOMER_NOTE_VALUES,
  customerNoteSchema,
  type CustomerNoteValues,
} from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { FieldError } from '@portal/shared-ui/form-field';
import { Spinner } from '@portal/shared-ui/spinner';
import { customerActions, customerNotes, useCustomerNotes } from '../api/customer-screen';

export function CustomerNotes({ userId, onAdded }: { userId: string; onAdded(): void }) {
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const notes = useCustomerNotes(userId);
  const form = useFormik<CustomerNoteValues>({
    initialValues: INITIAL_CUSTOMER_NOTE_VALUES,
    validationSchema: customerNoteSchema,
    onSubmit: async (values, { resetForm }) => {
      setError(null);
      try {
        await customerActions.addNote(userId, customerNoteSchema.cast(values).text);
        resetForm();
        await queryClient.invalidateQueries({ queryKey: customerNotes.options(userId).queryKey });
        onAdded();
      } catch (e) {
        setError(userMessageOf(e, 'The note could not be saved.'));
      }
    },
  });
  const textError = form.touched.text || form.submitCount > 0 ? form.errors.text : undefined;
  return (
    <>
      <form className="csr-field" onSubmit={form.handleSubmit} noValidate>
        <label className="csr-field">
          New note
          <textarea
            {...form.getFieldProps('text')}
            maxLength={CUSTOMER_NOTE_MAX}
            rows={3}
            aria-invalid={textError ? true : undefined}
            aria-describedby={textError ? 'customer-note-error' : undefined}
          />
        </label>
        <FieldError id="customer-note-error" error={textError} />
        <div className="csr-toolbar">
          <Button type="submit" disabled={form.isSubmitting || form.values.text.trim() === ''}>
            Add Note
          </Button>
        </div>
      </form>
      {error && <Alert kind="danger">{error}</Alert>}
      {notes.isPending ? (
        <Spinner label="Loading the notes" />
      ) : notes.isError ? (
        <Alert kind="danger">The notes could not be loaded.</Alert>
      ) : notes.data.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ol className="csr-notes" aria-label="Notes, newest first">
          {notes.data.map((note) => (
            <li key={note.id}>
              <p className="csr-note-meta">
                {note.authorName}, <time dateTime={note.at}>{formatDateTime(note.at)}</time>
              </p>
              <p className="csr-note-text">{note.text}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
