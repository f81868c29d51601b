// The session form's values: local date-times (a datetime-local input shows the product owner's own clock), the
// place and link as typed, the capacity as typed; out as the API's input through the shared schema.
import { courseSessionChangeSchema } from '@portal/rules/validation';
import type { CourseSessionChangeInput, CsrScheduledSessionFragment } from '../../gql/graphql';
import { toLocalInput } from '../../shared/local-date-time';

export interface SessionFormValues {
  startsAt: string;
  endsAt: string;
  location: string;
  onlineUrl: string;
  capacity: string;
}

export function sessionFormValues(session: CsrScheduledSessionFragment): SessionFormValues {
  return {
    startsAt: toLocalInput(new Date(session.startsAt)),
    endsAt: toLocalInput(new Date(session.endsAt)),
    location: session.location ?? '',
    onlineUrl: session.onlineUrl ?? '',
    capacity: String(session.capacity),
  };
}

/** The mutation's input from valid form values (the schema reads the local date-times and trims the text). */
export function toSessionChange(values: SessionFormValues): CourseSessionChangeInput {
  const change = courseSessionChangeSchema.validateSync(values);
  return {
    startsAt: change.startsAt.toISOString(),
    endsAt: change.endsAt.toISOString(),
    location: change.location,
    onlineUrl: change.onlineUrl,
    capacity: change.capacity,
  };
}

const TIME = new Intl.DateTimeFormat('en-US', {
  month: '2-digit',
  day: '2-digit',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** When a session runs, on the product owner's clock: "03/04/2027, 8:00 AM – 03/05/2027, 4:00 PM". */
export function sessionWhen(session: Pick<CsrScheduledSessionFragment, 'startsAt' | 'endsAt'>): string {
  return `${TIME.format(new Date(session.startsAt))} – ${TIME.format(new Date(session.endsAt))}`;
}
