// The guard's view of the session: read from the store at the moment a route is decided, or from the session a
// component rendered with (the menus). guardSubjectOf is shared-session's (a standalone remote uses it too).
import { guardSubjectOf, sessionStore } from '@portal/shared-session';
import type { GuardSubject } from './route-guards';

export { guardSubjectOf } from '@portal/shared-session';

export function currentGuardSubject(): GuardSubject {
  return guardSubjectOf(sessionStore.getState());
}
