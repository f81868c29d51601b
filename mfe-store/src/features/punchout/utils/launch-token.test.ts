import { decodeJwtPayload, readLaunchToken } from './launch-token';

const now = new Date('2026-06-01T12:00:00Z');

function b64url(text: string): string {
  return Buffer.from(text, 'utf-8')
    .toString('base64')
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function jwt(payload: unknown): string {
  return `${b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT' }))}.${b64url(JSON.stringify(payload))}.c2lnbmF0dXJl`;
}

const launch = {
  accessToken: 'eyJ.access.token',
  expiresAt: '2026-06-01T13:00:00.000Z',
  hookUrl: 'https://srm.example/oci/return?sid=42',
  charset: 'ISO-8859-1',
  target: '_top',
  punchOutType: 'OCI',
  email: 'punchout@lakeshore-utilities.example',
  exp: 1780318800,
  aud: 'punchout-launch',
};

describe('punchout launch token', () => {
  it('decodes a complete token (base64url, UTF-8 payload)', () => {
    const result = readLaunchToken(jwt({ ...launch, email: 'zoë@lakeshore.example' }), now);
    expect(result).toEqual({
      kind: 'ok',
      launch: {
        accessToken: 'eyJ.access.token',
        expiresAt: '2026-06-01T13:00:00.000Z',
        hookUrl: 'https://srm.example/oci/return?sid=42',
        charset: 'ISO-8859-1',
        target: '_top',
        punchOutType: 'OCI',
        email: 'zoë@lakeshore.example',
      },
    });
  });

  it('a null target is fine (the hook URL opens in this window)', () => {
    const result = readLaunchToken(jwt({ ...launch, target: null }), now);
    expect(result.kind === 'ok' && result.launch.target).toBeNull();
  });

  it.each([
    ['missing', null],
    ['empty', ''],
    ['not three parts', 'abc.def'],
    ['payload not base64url', 'a.b*c.d'],
    ['payload not JSON', `x.${b64url('not json')}.y`],
    ['payload a JSON array', `x.${b64url('[1,2]')}.y`],
    ['payload not UTF-8', `x.${Buffer.from([0xff, 0xfe, 0x7b]).toString('base64url')}.y`],
  ])('cannot decode a token that is %s', (_, token) => {
    expect(readLaunchToken(token, now)).toEqual({ kind: 'undecodable' });
    expect(decodeJwtPayload(token)).toBeNull();
  });

  it('calls a decodable token without the launch fields malformed, naming each problem', () => {
    const result = readLaunchToken(jwt({ sub: 'x' }), now);
    expect(result.kind).toBe('malformed');
    expect(result.kind === 'malformed' && result.problems).toEqual([
      'accessToken is missing',
      'hookUrl is missing',
      'charset is missing',
      'punchOutType is not OCI',
      'email is missing',
      'expiresAt is missing',
    ]);
  });

  it('calls an expired session or a non-http hook URL malformed', () => {
    const expired = readLaunchToken(jwt({ ...launch, expiresAt: '2026-06-01T11:59:59Z' }), now);
    expect(expired).toEqual({ kind: 'malformed', problems: ['the session has expired'] });
    const badHook = readLaunchToken(jwt({ ...launch, hookUrl: 'javascript:alert(1)' }), now);
    expect(badHook).toEqual({ kind: 'malformed', problems: ['hookUrl is not an http(s) URL'] });
    const badDate = readLaunchToken(jwt({ ...launch, expiresAt: 'soon' }), now);
    expect(badDate).toEqual({ kind: 'malformed', problems: ['expiresAt is not a date'] });
  });
});
