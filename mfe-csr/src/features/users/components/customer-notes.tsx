// The agent's notes on a customer (issue 41): write one on a call; all of them newest first, with author and time.
import { useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { runGraphQL, userMessageOf } from '@portal/api-client';
import { formatDateTime } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { CsrAddCustomerNoteDocument, CsrCustomerNotesDocument } from '../../../gql/graphql';
import { customerKeys } from '../api/queries';

/** As the API allows (customer-notes.ts). */
export const NOTE_MAX_LENGTH = 2000;

export function CustomerNotes({ userId, onAdded }: { userId: string; onAdded(): void }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const key = customerKeys.detail(userId, 'notes');
  const notes = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => runGraphQL(CsrCustomerNotesDocument, { userId }, { signal }),
  });
  const add = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await runGraphQL(CsrAddCustomerNoteDocument, { userId, text });
      setText('');
      await queryClient.invalidateQueries({ queryKey: key });
      onAdded();
    } catch (e) {
      setError(userMessageOf(e, 'The note could not be saved.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <form className="csr-field" onSubmit={(e) => void add(e)}>
        <label className="csr-field">
          New note
          <textarea
            value={text}
            maxLength={NOTE_MAX_LENGTH}
            rows={3}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <div className="csr-toolbar">
          <Button type="submit" disabled={busy || text.trim() === ''}>
            Add Note
          </Button>
        </div>
      </form>
      {error && <Alert kind="danger">{error}</Alert>}
      {notes.isPending ? (
        <Spinner label="Loading the notes" />
      ) : notes.isError ? (
        <Alert kind="danger">The notes could not be loaded.</Alert>
      ) : notes.data.customerNotes.length === 0 ? (
        <p>No notes yet.</p>
      ) : (
        <ol className="csr-notes" aria-label="Notes, newest first">
          {notes.data.customerNotes.map((note) => (
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
