// The punchout launch token (POST /api/punchout/setup → /pages/punchout-launch?token=<JWT>). The browser only
// decodes its payload (base64url, no signature check: the API verifies the access token inside on every call).
// Three outcomes (spec 8 'Punchout launch: 'Token could not be decoded'; malformed tokens reported'):
//  - undecodable: missing, not three dot-separated parts, or a payload that is not base64url JSON;
//  - malformed: decodes, but a field is missing or of the wrong type, or the session has already expired;
//  - ok: everything the launch needs.

export const TOKEN_NOT_DECODED = 'Token could not be decoded';

export interface PunchoutLaunch {
  accessToken: string;
  /** ISO-8601 expiry of the access token */
  expiresAt: string;
  hookUrl: string;
  charset: string;
  target: string | null;
  punchOutType: 'OCI';
  email: string;
}

export type LaunchTokenResult =
  | { kind: 'undecodable' }
  | { kind: 'malformed'; problems: string[] }
  | { kind: 'ok'; launch: PunchoutLaunch };

function decodeBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]+={0,2}$/.test(segment)) return null;
  const base64 = segment.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The JWT's payload as an object, or null when it cannot be decoded. */
export function decodeJwtPayload(token: string | null | undefined): Record<string, unknown> | null {
  if (!token) return null;
  const parts = token.trim().split('.');
  if (parts.length !== 3 || !parts[1]) return null;
  const json = decodeBase64Url(parts[1]);
  if (json === null) return null;
  try {
    const payload: unknown = JSON.parse(json);
    return payload !== null && typeof payload === 'object' && !Array.isArray(payload)
      ? (payload as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

export function readLaunchToken(token: string | null | undefined, now: Date = new Date()): LaunchTokenResult {
  const payload = decodeJwtPayload(token);
  if (!payload) return { kind: 'undecodable' };
  const problems: string[] = [];
  const { accessToken, expiresAt, hookUrl, charset, target, punchOutType, email } = payload;
  if (!nonEmpty(accessToken)) problems.push('accessToken is missing');
  if (!nonEmpty(hookUrl)) problems.push('hookUrl is missing');
  else if (!isHttpUrl(hookUrl)) problems.push('hookUrl is not an http(s) URL');
  if (!nonEmpty(charset)) problems.push('charset is missing');
  if (target !== undefined && target !== null && typeof target !== 'string')
    problems.push('target is invalid');
  if (punchOutType !== 'OCI') problems.push('punchOutType is not OCI');
  if (!nonEmpty(email)) problems.push('email is missing');
  const expiry = nonEmpty(expiresAt) ? Date.parse(expiresAt) : Number.NaN;
  if (!nonEmpty(expiresAt)) problems.push('expiresAt is missing');
  else if (Number.isNaN(expiry)) problems.push('expiresAt is not a date');
  else if (expiry <= now.getTime()) problems.push('the session has expired');
  if (problems.length > 0) return { kind: 'malformed', problems };
  return {
    kind: 'ok',
    launch: {
      accessToken: accessToken as string,
      expiresAt: expiresAt as string,
      hookUrl: hookUrl as string,
      charset: charset as string,
      target: typeof target === 'string' && target !== '' ? target : null,
      punchOutType: 'OCI',
      email: email as string,
    },
  };
}
