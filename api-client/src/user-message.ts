// The one way to turn a failed API call into the text a page shows the user (spec 8: the standard error's
// userFriendlyMessage, or the first GraphQL error message). A transport failure's technical text ('Request to …
// failed with status 500', 'Failed to fetch') and any other error's message never reach the user: the caller's
// fallback does.
import { isStandardErrorBody, PortalApiError } from './api-error';

/** The standard body's userFriendlyMessage, else the error's friendlyMessage, else the fallback. */
export function userMessageOf(error: unknown, fallback: string): string {
  if (!(error instanceof PortalApiError)) return fallback;
  if (isStandardErrorBody(error.body) && error.body.userFriendlyMessage)
    return error.body.userFriendlyMessage;
  return error.friendlyMessage || fallback;
}
