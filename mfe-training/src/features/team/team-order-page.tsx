// /pages/training-store/orders/:courseOrderId (issue 40, training for teams): a course order's seats. The buyer
// gives each seat to a learner by e-mail (a contact of the company or a new invitee: each is enrolled and e-mailed
// an enrolment link), may give a seat to someone else until its learner starts, and follows each learner's
// progress; a completed learner's certificate and the whole order as CSV (safety records) download from here.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { fetchJobResult, runGraphQL, userMessageOf } from '@portal/api-client';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { DataTable } from '@portal/shared-ui/list-kit';
import type { DataColumn } from '@portal/shared-ui/list-kit';
import { formatDate, formatMoney } from '@portal/shared-session';
import { useOrganizationScope } from '@portal/shared-session/query-keys';
import { useParams } from '@portal/shared-session/routing';
import { AssignCourseSeatsDocument } from '../../gql/graphql';
import type { TeamSeatFragment } from '../../gql/graphql';
import { ErrorState, LoadingState, useTrainingCaller } from '../../catalogue';
import { SessionChoice } from './session-choice';
import { teamOrderSeatsOptions, useTeamOrderSeats, useTeamOrderSummary } from './api/queries';

const STATUS_LABELS: Record<string, string> = {
  UNASSIGNED: 'Unassigned',
  NOT_STARTED: 'Not started',
  IN_PROGRESS: 'In progress',
  COMPLETED: 'Completed',
};

/** Fetches a portal file with the sign-in token and saves it under its name (a plain link has no token). */
async function download(url: string, fileName: string) {
  const blob = await fetchJobResult(url);
  const objectUrl = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = objectUrl;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

const seatKey = (seat: TeamSeatFragment) => `${seat.courseId}#${seat.seatNumber}`;

export default function TeamOrderPage() {
  const { courseOrderId = '' } = useParams<{ courseOrderId: string }>();
  const { ready } = useTrainingCaller();
  const queryClient = useQueryClient();
  const seatsKey = teamOrderSeatsOptions(useOrganizationScope(), courseOrderId).queryKey;
  const summary = useTeamOrderSummary(courseOrderId, ready);
  const seats = useTeamOrderSeats(courseOrderId, ready);
  // the e-mails typed, by seat, until saved
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const [fileError, setFileError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: () =>
      runGraphQL(AssignCourseSeatsDocument, {
        courseOrderId,
        assignments: (seats.data?.courseOrderSeats ?? [])
          .filter((s) => seatKey(s) in drafts && drafts[seatKey(s)]!.trim() !== (s.learnerEmail ?? ''))
          .map((s) => ({
            courseId: s.courseId,
            seatNumber: s.seatNumber,
            email: drafts[seatKey(s)]!.trim() || null,
          })),
      }),
    onSuccess: (data) => {
      queryClient.setQueryData(seatsKey, { courseOrderSeats: data.assignCourseSeats });
      setDrafts({});
    },
  });

  if (!ready || summary.isPending || seats.isPending)
    return <LoadingState label="Loading the training order" />;
  if (summary.isError || seats.isError)
    return (
      <div className="training-page">
        <ErrorState
          message={userMessageOf(summary.error ?? seats.error, 'The training order could not be loaded.')}
          onRetry={() => void Promise.all([summary.refetch(), seats.refetch()])}
        />
      </div>
    );

  const order = summary.data.courseOrder;
  const list = seats.data.courseOrderSeats;
  const number = order.orderNumber ?? order.externalOrderId;
  const counts = (status: string) => list.filter((s) => s.status === status).length;
  const changed = list.some(
    (s) => seatKey(s) in drafts && drafts[seatKey(s)]!.trim() !== (s.learnerEmail ?? ''),
  );
  const fileFailed = () => setFileError('The file could not be downloaded. Please try again.');

  const columns: DataColumn<TeamSeatFragment>[] = [
    { field: 'course', label: 'Course', cell: (s) => s.title },
    { field: 'seat', label: 'Seat', cell: (s) => s.seatNumber },
    {
      field: 'learner',
      label: 'Learner',
      cell: (s) =>
        s.reassignable ? (
          <input
            type="email"
            className="pui-input"
            aria-label={`Learner e-mail for seat ${s.seatNumber} of ${s.title}`}
            value={drafts[seatKey(s)] ?? s.learnerEmail ?? ''}
            placeholder="learner@company.com"
            onChange={(e) => setDrafts((d) => ({ ...d, [seatKey(s)]: e.target.value }))}
          />
        ) : (
          <>{s.learnerName ? `${s.learnerName} (${s.learnerEmail})` : s.learnerEmail}</>
        ),
    },
    { field: 'status', label: 'Status', cell: (s) => STATUS_LABELS[s.status] ?? s.status },
    {
      field: 'session',
      label: 'Session',
      // instructor-led courses only: the others have no sessions and show nothing here
      cell: (s) => (
        <SessionChoice
          courseOrderId={courseOrderId}
          seat={s}
          onChosen={(next) => queryClient.setQueryData(seatsKey, { courseOrderSeats: next })}
        />
      ),
    },
    {
      field: 'completed',
      label: 'Completed',
      cell: (s) => (s.completedAt ? formatDate(s.completedAt) : ''),
    },
    {
      field: 'score',
      label: 'Score',
      cell: (s) => (s.score === null || s.score === undefined ? '' : `${s.score}%`),
    },
    {
      field: 'certificate',
      label: 'Certificate',
      cell: (s) =>
        s.status === 'COMPLETED' ? (
          <Button
            variant="link"
            onClick={() =>
              void download(
                `/api/files/training/orders/${courseOrderId}/seats/${s.seatId}/certificate.pdf`,
                `certificate-${s.courseId}-${s.seatNumber}.pdf`,
              ).catch(fileFailed)
            }
          >
            Certificate<span className="visually-hidden"> of {s.learnerEmail}</span>
          </Button>
        ) : null,
    },
  ];

  return (
    <div className="training-page">
      <h1>Training Order {number}</h1>
      <p>
        Ordered {formatDate(order.orderedAt)}
        {order.customerPo ? ` · Purchase order ${order.customerPo}` : ''} · Subtotal{' '}
        {formatMoney(order.subtotal, order.currency)} · Tax {formatMoney(order.tax, order.currency)} · Total{' '}
        {formatMoney(order.total, order.currency)}
      </p>
      <h2>Seats and Progress</h2>
      <p role="status">
        {counts('COMPLETED')} completed, {counts('IN_PROGRESS')} in progress, {counts('NOT_STARTED')} not
        started, {counts('UNASSIGNED')} unassigned
      </p>
      <p>
        Give each seat to a learner by e-mail: a contact of your company or someone new. Each learner is
        e-mailed an enrolment link. A seat can be given to someone else until its learner starts the course.
      </p>
      <DataTable
        caption={`Seats of training order ${number}`}
        columns={columns}
        rows={list}
        rowKey={(s) => s.seatId}
        loading={false}
        error={false}
        loadingLabel="Loading seats"
        errorMessage="The seats could not be loaded."
      />
      {save.isError ? (
        <Alert kind="danger">
          {userMessageOf(save.error, 'The seats could not be saved. Please try again.')}
        </Alert>
      ) : null}
      {save.isSuccess ? <Alert kind="success">The seats were saved and the learners e-mailed.</Alert> : null}
      {fileError ? <Alert kind="danger">{fileError}</Alert> : null}
      <div className="training-actions">
        <Button disabled={!changed || save.isPending} onClick={() => save.mutate()}>
          {save.isPending ? 'Saving…' : 'Save Seats'}
        </Button>
        <Button
          variant="secondary"
          onClick={() =>
            void download(
              `/api/files/training/orders/${courseOrderId}/seats.csv`,
              `training-${number}.csv`,
            ).catch(fileFailed)
          }
        >
          Download CSV
        </Button>
      </div>
    </div>
  );
}
