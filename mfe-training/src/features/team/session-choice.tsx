// An instructor-led seat's session (issue 40): the course's coming sessions with the places left; a full one offers
// its waitlist instead of booking. The API books with a conditional update, so the last place goes to one buyer.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { runGraphQL, userMessageOf } from '@portal/api-client';
import { Button } from '@portal/shared-ui/button';
import { formatDate } from '@portal/shared-session';
import { ChooseCourseSessionDocument } from '../../gql/graphql';
import type { TeamSeatFragment } from '../../gql/graphql';
import { useCourseSessions } from './api/queries';

const place = (s: { location?: string | null; onlineUrl?: string | null }) => s.location ?? 'Online';

export function SessionChoice({
  courseOrderId,
  seat,
  onChosen,
}: {
  courseOrderId: string;
  seat: TeamSeatFragment;
  onChosen: (seats: TeamSeatFragment[]) => void;
}) {
  const sessions = useCourseSessions(seat.courseId, true);
  const list = sessions.data?.courseSessions ?? [];
  const [chosen, setChosen] = useState(seat.sessionId ?? '');
  const session = list.find((s) => s.sessionId === chosen);
  const choose = useMutation({
    mutationFn: (waitlist: boolean) =>
      runGraphQL(ChooseCourseSessionDocument, {
        courseOrderId,
        courseId: seat.courseId,
        seatNumber: seat.seatNumber,
        sessionId: chosen,
        waitlist,
      }),
    onSuccess: (data) => {
      onChosen(data.chooseCourseSession);
      void sessions.refetch();
    },
  });
  if (list.length === 0) return null;
  const label = `Session for seat ${seat.seatNumber} of ${seat.title}`;
  const held = seat.sessionId === chosen && seat.sessionStatus !== null;
  return (
    <div className="training-session">
      <select aria-label={label} value={chosen} onChange={(e) => setChosen(e.target.value)}>
        <option value="">Choose a session</option>
        {list.map((s) => (
          <option key={s.sessionId} value={s.sessionId}>
            {formatDate(s.startsAt)}, {place(s)} ({s.full ? 'Full' : `${s.seatsLeft} left`})
          </option>
        ))}
      </select>{' '}
      {held ? (
        <span>{seat.sessionStatus === 'BOOKED' ? 'Booked' : 'On the waitlist'}</span>
      ) : session?.full ? (
        <Button size="sm" variant="secondary" disabled={choose.isPending} onClick={() => choose.mutate(true)}>
          Join Waitlist<span className="visually-hidden"> for seat {seat.seatNumber}</span>
        </Button>
      ) : (
        <Button size="sm" disabled={!session || choose.isPending} onClick={() => choose.mutate(false)}>
          Book<span className="visually-hidden"> seat {seat.seatNumber}</span>
        </Button>
      )}
      {session?.full && !held ? <span> This session is full. You can join its waitlist.</span> : null}
      {choose.isError ? (
        <span role="alert"> {userMessageOf(choose.error, 'The session could not be booked.')}</span>
      ) : null}
    </div>
  );
}
