// Spec 9: "State history keeps 25 actions." The session store remembers the names and times of its last 25 actions
// so an error report can say what led up to it. Only the action's name is kept, never its arguments, so no token
// or personal detail can end up in a report.

/** Spec 9. */
export const SESSION_HISTORY_LIMIT = 25;

export interface SessionAction {
  /** the action's name, e.g. 'selectOrganization' */
  action: string;
  /** when it happened (ISO 8601) */
  at: string;
}

let history: SessionAction[] = [];

/** A name is an identifier-like word; anything else (a value passed by mistake) is not kept. */
const ACTION_NAME = /^[A-Za-z][A-Za-z0-9_.:-]{0,63}$/;

/** Records an action by name; the oldest goes once there are more than 25. */
export function recordSessionAction(action: string, now: Date = new Date()): void {
  if (!ACTION_NAME.test(action)) return;
  history = [...history.slice(-(SESSION_HISTORY_LIMIT - 1)), { action, at: now.toISOString() }];
}

/** The last actions, oldest first (a copy). */
export function sessionHistory(): SessionAction[] {
  return history.map((entry) => ({ ...entry }));
}

/** For tests and a fresh start. */
export function clearSessionHistory(): void {
  history = [];
}
