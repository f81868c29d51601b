// Cookies a punchout launch leaves so the next start signs in silently with the procurement session's tokens.
export const PUNCHOUT_FLAG_COOKIE = 'punchout';
export const PUNCHOUT_TOKEN_COOKIE = 'portal.punchout.accessToken';
