// /pages/csr/customerSupport/trainingSessions (rule 'csr.training-sessions-page': CSR with Product_Owner_Admin or
// Developer_Admin; issue 40, ADR 0046): the instructor-led sessions that have not started, each with its bookings
// and waitlist; a product owner changes one's date and time, place or online link, or capacity, and every learner
// booked or waitlisted on it is e-mailed the change (the API's job worker sends it). The seed has more sessions
// than a page: they are paged on the kit, by course or words of its title, with the search in the URL.
import { useState } from 'react';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import type { ListState } from '@portal/shared-session/list-state';
import { useServerList } from '@portal/shared-session/server-list';
import {
  DataTable,
  Pager,
  SearchBox,
  SearchForm,
  SearchSelect,
  type DataColumn,
} from '@portal/shared-ui/list-kit';
import type { CsrScheduledSessionFragment } from '../../gql/graphql';
import { scheduledSessionsOptions, useChangeCourseSession } from './api/queries';
import { SessionChangeDialog } from './session-change-dialog';
import { sessionWhen } from './session-form-values';
import '../../shared/csr-pages.css';

type Session = CsrScheduledSessionFragment;

export const SESSIONS_PAGE_SIZE = 25;

/** The course filter: one course's id, or '' for every course. */
export interface SessionFilter {
  courseId: string;
}
const EVERY_COURSE: SessionFilter = { courseId: '' };

/** The API's request for the URL's state: the kit's pages count from 1, the API's from 0. */
export const sessionsRequest = (state: ListState<SessionFilter>) => ({
  courseId: state.filter.courseId || null,
  query: state.query || null,
  page: state.page - 1,
  size: SESSIONS_PAGE_SIZE,
});

const placeOf = (s: Session) =>
  [s.location, s.onlineUrl && `Online: ${s.onlineUrl}`].filter(Boolean).join('; ');

export default function TrainingSessionsPage() {
  const [editing, setEditing] = useState<Session | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const changeSession = useChangeCourseSession();
  const list = useServerList({
    emptyFilter: EVERY_COURSE,
    pageSize: SESSIONS_PAGE_SIZE,
    toDraft: (s) => ({ query: s.query, courseId: s.filter.courseId }),
    filterOf: (d) => ({ courseId: d.courseId }),
    request: sessionsRequest,
    query: scheduledSessionsOptions,
    total: (answer) => answer.totalCount,
  });
  const { results } = list;
  const total = results.data?.totalCount ?? 0;
  const courseChoices = [
    { value: '', label: 'Every course' },
    ...(results.data?.courses ?? []).map((c) => ({ value: c.courseId, label: c.title })),
  ];

  const save = async (session: Session, change: Parameters<typeof changeSession>[1]) => {
    await changeSession(session.sessionId, change);
    setEditing(null);
    setNotice(
      `The session of ${session.title} was changed. Its learners booked or on the waitlist are e-mailed the change.`,
    );
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
        change. Raising the capacity books learners from the waitlist, first come first served.
      </p>
      <SearchForm label="Find training sessions" onSearch={list.search}>
        <SearchSelect label="Course" options={courseChoices} {...list.draftField('courseId')} />
        <SearchBox
          label="Course title"
          placeholder="Words of the course's title"
          {...list.draftField('query')}
        />
      </SearchForm>
      {notice && <Alert kind="success">{notice}</Alert>}
      <DataTable
        caption="Instructor-led sessions"
        columns={columns}
        rows={results.data?.sessions}
        rowKey={(s) => s.sessionId}
        loading={results.isPending}
        error={results.isError}
        loadingLabel="Loading training sessions"
        errorMessage="The training sessions could not be loaded. Please try again."
        emptyMessage={
          list.state.query || list.state.filter.courseId
            ? 'No session that has not started matches this search.'
            : 'No instructor-led session is scheduled.'
        }
        header={<p>{total === 1 ? '1 session' : `${total} sessions`}</p>}
        footer={<Pager {...list.pager} label="Training session pages" />}
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
