// /pages/csr/customerSupport/trainingSessions (rule 'csr.training-sessions-page': CSR with Product_Owner_Admin or
// Developer_Admin; issue 40, ADR 0046): the instructor-led sessions that have not started, each with its bookings
// and waitlist; a product owner changes one's date and time, place or online link, or capacity, and every learner
// booked or waitlisted on it is e-mailed the change (the API's job worker sends it).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { useSession } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { DataTable, type DataColumn } from '@portal/shared-ui/list-kit';
import {
  CsrChangeCourseSessionDocument,
  type CourseSessionChangeInput,
  type CsrScheduledSessionFragment,
} from '../../gql/graphql';
import { scheduledSessionsOptions, trainingSessionKeys } from './api/queries';
import { SessionChangeDialog } from './session-change-dialog';
import { sessionWhen } from './session-form-values';
import '../../shared/csr-pages.css';

type Session = CsrScheduledSessionFragment;

const placeOf = (s: Session) =>
  [s.location, s.onlineUrl && `Online: ${s.onlineUrl}`].filter(Boolean).join('; ');

export default function TrainingSessionsPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<Session | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const sessions = useQuery({ ...scheduledSessionsOptions(), enabled: initialized });

  const save = async (session: Session, change: CourseSessionChangeInput) => {
    await runGraphQL(CsrChangeCourseSessionDocument, { sessionId: session.sessionId, change });
    setEditing(null);
    setNotice(
      `The session of ${session.title} was changed. Its learners booked or on the waitlist are e-mailed the change.`,
    );
    await queryClient.invalidateQueries({ queryKey: trainingSessionKeys.all });
  };

  const columns: DataColumn<Session>[] = [
    { field: 'title', label: 'Course', cell: (s) => s.title },
    { field: 'when', label: 'When', cell: (s) => sessionWhen(s) },
    { field: 'place', label: 'Place or Link', cell: placeOf },
    { field: 'booked', label: 'Booked', cell: (s) => `${s.booked} of ${s.capacity}` },
    { field: 'waitlisted', label: 'Waitlist', cell: (s) => s.waitlisted },
    {
      field: 'change',
      label: 'Change',
      cell: (s) => (
        <Button
          variant="secondary"
          aria-label={`Change session of ${s.title}, ${sessionWhen(s)}`}
          onClick={() => {
            setNotice(null);
            setEditing(s);
          }}
        >
          Change
        </Button>
      ),
    },
  ];

  return (
    <section className="csr-page" aria-labelledby="csr-training-sessions-title">
      <h1 id="csr-training-sessions-title">Training Sessions</h1>
      <p>
        The instructor-led sessions that have not started, earliest first. Change a session&apos;s date and
        time, place or online link, or capacity: every learner booked on it or on its waitlist is e-mailed the
        change.
      </p>
      {notice && <Alert kind="success">{notice}</Alert>}
      <DataTable
        caption="Instructor-led sessions"
        columns={columns}
        rows={sessions.data?.scheduledCourseSessions}
        rowKey={(s) => s.sessionId}
        loading={sessions.isPending}
        error={sessions.isError}
        loadingLabel="Loading training sessions"
        errorMessage="The training sessions could not be loaded. Please try again."
        emptyMessage="No instructor-led session is scheduled."
      />
      {editing && (
        <SessionChangeDialog
          session={editing}
          onSubmit={(change) => save(editing, change)}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
