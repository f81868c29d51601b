import { createHash } from 'node:crypto';
import { solveChallenge } from './altcha-solver';

const digest = async (text: string) => createHash('sha256').update(text).digest('hex');

describe('ALTCHA solver', () => {
  it('finds the number and returns the base64 payload the API verifies', async () => {
    const salt = 'abc?expires=9999999999&';
    const challenge = await digest(`${salt}42`);
    const payload = await solveChallenge(
      { algorithm: 'SHA-256', challenge, maxnumber: 100, salt, signature: 'sig' },
      { digest },
    );
    expect(JSON.parse(atob(payload ?? ''))).toEqual({
      algorithm: 'SHA-256',
      challenge,
      number: 42,
      salt,
      signature: 'sig',
    });
  });
  it('gives up past maxnumber, when aborted or for another algorithm', async () => {
    const c = { algorithm: 'SHA-256', challenge: 'x', maxnumber: 10, salt: 's', signature: 'sig' };
    expect(await solveChallenge(c, { digest })).toBeNull();
    const abort = new AbortController();
    abort.abort();
    expect(await solveChallenge({ ...c, maxnumber: 1e9 }, { digest, signal: abort.signal })).toBeNull();
    expect(await solveChallenge({ ...c, algorithm: 'SHA-1' }, { digest })).toBeNull();
  });
});
