// The message to show inline for a failed call: the API's user-friendly message (spec 8) when it has one.
import { PortalApiError, isStandardErrorBody } from '@portal/api-client';

export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof PortalApiError) {
    if (isStandardErrorBody(error.body) && error.body.userFriendlyMessage)
      return error.body.userFriendlyMessage;
    if (error.friendlyMessage) return error.friendlyMessage;
    return fallback;
  }
  return fallback;
}
