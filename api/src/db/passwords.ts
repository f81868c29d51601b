// Password hashing for the embedded identity provider: scrypt from node:crypto, stored as
// `scrypt$N$r$p$<salt base64>$<hash base64>`.
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const DEFAULT = { N: 16384, r: 8, p: 1, keyLength: 32, saltLength: 16 };

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(
      password.normalize('NFKC'),
      salt,
      keyLength,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

export interface HashPasswordOptions {
  /** fixed salt (the deterministic seed uses one); random 16 bytes otherwise */
  salt?: Buffer;
}

export async function hashPassword(password: string, options: HashPasswordOptions = {}): Promise<string> {
  const salt = options.salt ?? randomBytes(DEFAULT.saltLength);
  const { N, r, p, keyLength } = DEFAULT;
  const key = await scrypt(password, salt, keyLength, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** True if `password` matches `stored`; false for a wrong password or a malformed / missing hash. */
export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  if (!stored) return false;
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [, nText, rText, pText, saltText, hashText] = parts as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const N = Number(nText);
  const r = Number(rText);
  const p = Number(pText);
  if (![N, r, p].every((n) => Number.isInteger(n) && n > 0)) return false;
  const expected = Buffer.from(hashText, 'base64');
  if (expected.length === 0) return false;
  try {
    const actual = await scrypt(password, Buffer.from(saltText, 'base64'), expected.length, { N, r, p });
    return timingSafeEqual(actual, expected);
  } catch {
    return false;
  }
}
