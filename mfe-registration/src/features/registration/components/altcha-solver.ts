// The ALTCHA proof of work in the browser (Web Crypto): find the number n in [0, maxnumber] such that
// hex(SHA-256(salt + n)) equals the challenge; the answer is the base64 JSON payload the API verifies.
import type { CaptchaChallenge } from '../../../shared/registration-api';

const toHex = (buffer: ArrayBuffer) =>
  Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');

export type Digest = (text: string) => Promise<string>;

export const sha256Hex: Digest = async (text) =>
  toHex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

export async function solveChallenge(
  c: CaptchaChallenge,
  options: { signal?: AbortSignal; digest?: Digest } = {},
): Promise<string | null> {
  if (c.algorithm.toUpperCase() !== 'SHA-256') return null;
  const digest = options.digest ?? sha256Hex;
  for (let n = 0; n <= c.maxnumber; n++) {
    if (options.signal?.aborted) return null;
    if ((await digest(`${c.salt}${n}`)) === c.challenge) {
      const payload = {
        algorithm: c.algorithm,
        challenge: c.challenge,
        number: n,
        salt: c.salt,
        signature: c.signature,
      };
      return btoa(JSON.stringify(payload));
    }
  }
  return null;
}
