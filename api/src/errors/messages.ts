// User-visible error texts. Those quoted by the spec (section 8 and section 7) are verbatim.

/** spec 7: "A 'No profile found' error arises when a call needs a profile and none exists." */
export const NO_PROFILE_FOUND = 'No profile found';
/** spec 8, job errors */
export const JOB_NOT_FOUND = 'The specified job could not be found.';
/** spec 8, job errors; also the message of any unexpected server failure */
export const UNEXPECTED_ERROR = 'An unexpected error has occurred.';
/** spec 8: "A string HTTP error body containing 'only available to logged in users' reloads the page." */
export const LOGIN_REQUIRED = 'This operation is only available to logged in users.';
/** spec 5, sort strings */
export const INVALID_SORT_FORMAT = 'Invalid sort format';

export const ACCESS_DENIED = 'You do not have access to this resource.';
export const NOT_FOUND = 'The requested resource could not be found.';
export const UNKNOWN_ENDPOINT = 'Unknown integration endpoint.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please wait a moment and try again.';
export const INVALID_ORGANIZATION_SELECTION = 'The selected organization is not available to this user.';
