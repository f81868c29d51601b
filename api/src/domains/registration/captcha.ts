// The self-hosted captcha (ALTCHA proof of work): the API issues an HMAC-signed challenge that expires, the
// browser finds the number whose SHA-256 with the salt gives the challenge, and the API verifies the solution
// once — a solution is single use (remembered until its challenge expires).
import { randomBytes } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import type { Challenge } from 'altcha-lib/types';

interface CaptchaOptions {
  hmacKey: string;
  /** the search space of the proof of work (the browser tries on average half of it) */
  maxNumber: number;
  /** how long a challenge may be solved and submitted */
  ttlMs: number;
  now?: () => number;
  /**
   * Records a solution's signature as used until `untilMs`; false when it already was. Where several API processes
   * run, the shared store answers (sharedSpentSolutions), so a solution is single use across all of them; this
   * process's memory when absent.
   */
  spend?: (signature: string, untilMs: number) => Promise<boolean>;
}

export interface CaptchaChallenge {
  algorithm: string;
  challenge: string;
  maxnumber: number;
  salt: string;
  signature: string;
}

export interface CaptchaService {
  issue(): Promise<CaptchaChallenge>;
  /** true once for a correct, unexpired solution; false for anything else (malformed, wrong, reused, expired) */
  verify(payload: string): Promise<boolean>;
}

export function createCaptchaService(options: CaptchaOptions): CaptchaService {
  const now = options.now ?? Date.now;
  /** signature → expiry (ms) of solutions already accepted */
  const used = new Map<string, number>();
  const sweep = () => {
    const t = now();
    for (const [signature, expires] of used) if (expires <= t) used.delete(signature);
  };
  return {
    async issue() {
      const challenge: Challenge = await createChallenge({
        hmacKey: options.hmacKey,
        maxNumber: options.maxNumber,
        expires: new Date(now() + options.ttlMs),
      });
      return {
        algorithm: challenge.algorithm,
        challenge: challenge.challenge,
        maxnumber: challenge.maxnumber ?? options.maxNumber,
        salt: challenge.salt,
        signature: challenge.signature,
      };
    },
    async verify(payload) {
      if (typeof payload !== 'string' || payload.length === 0 || payload.length > 2000) return false;
      let decoded: unknown;
      try {
        decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
      } catch {
        return false;
      }
      if (!decoded || typeof decoded !== 'object') return false;
      const p = decoded as Record<string, unknown>;
      if (
        typeof p['algorithm'] !== 'string' ||
        typeof p['challenge'] !== 'string' ||
        typeof p['salt'] !== 'string' ||
        typeof p['signature'] !== 'string' ||
        typeof p['number'] !== 'number'
      )
        return false;
      const signature = p['signature'];
      sweep();
      if (used.has(signature)) return false;
      // expiry is carried (signed) in the salt's `expires` parameter, in seconds
      const expires = Number(new URLSearchParams(p['salt'].split('?')[1] ?? '').get('expires'));
      if (!Number.isFinite(expires) || expires * 1000 <= now()) return false;
      let ok: boolean;
      try {
        ok = await verifySolution(
          {
            algorithm: p['algorithm'] as Challenge['algorithm'],
            challenge: p['challenge'],
            number: p['number'],
            salt: p['salt'],
            signature,
          },
          options.hmacKey,
          false,
        );
      } catch {
        ok = false;
      }
      if (!ok) return false;
      if (options.spend) return options.spend(signature, expires * 1000);
      used.set(signature, expires * 1000);
      return true;
    },
  };
}

/** Defaults from the environment: ALTCHA_HMAC_KEY (random per process when unset), ALTCHA_MAX_NUMBER. */
export function captchaOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CaptchaOptions {
  const max = Number(env['ALTCHA_MAX_NUMBER'] ?? '');
  return {
    hmacKey: env['ALTCHA_HMAC_KEY'] || randomBytes(32).toString('hex'),
    maxNumber: Number.isInteger(max) && max >= 10 ? max : 50_000,
    ttlMs: 10 * 60 * 1000,
  };
}
