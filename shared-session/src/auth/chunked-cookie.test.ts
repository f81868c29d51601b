import {
  COOKIE_CHUNK_SIZE,
  chunkedCookieNames,
  readChunkedCookie,
  removeChunkedCookie,
  splitIntoChunks,
  writeChunkedCookie,
} from './chunked-cookie';
import type { CookieJar } from './chunked-cookie';

/** A cookie jar that behaves like document.cookie: writes set or expire one cookie, reads list them all. */
function memoryJar(): CookieJar & { raw: Map<string, string> } {
  const raw = new Map<string, string>();
  return {
    raw,
    read: () => [...raw].map(([k, v]) => `${k}=${v}`).join('; '),
    write: (cookie) => {
      const [pair, ...attributes] = cookie.split(';');
      const [name, value] = (pair ?? '').split('=') as [string, string];
      if (attributes.some((a) => a.trim() === 'Max-Age=0')) raw.delete(name.trim());
      else raw.set(name.trim(), value);
    },
  };
}

describe('chunked cookies', () => {
  it('splits at 4000 characters', () => {
    expect(COOKIE_CHUNK_SIZE).toBe(4000);
    expect(splitIntoChunks('a'.repeat(9001)).map((c) => c.length)).toEqual([4000, 4000, 1001]);
  });

  it('round-trips a token longer than one cookie', () => {
    const jar = memoryJar();
    const token = `eyJ${'x'.repeat(10_500)}.sig`;
    writeChunkedCookie('auth.idToken', token, jar);
    expect(jar.raw.get('auth.idToken')).toBe('3');
    expect(jar.raw.get('auth.idToken.0')?.length).toBe(4000);
    expect(readChunkedCookie('auth.idToken', jar)).toBe(token);
  });

  it('encodes characters cookies cannot hold', () => {
    const jar = memoryJar();
    writeChunkedCookie('auth.cache', '{"a":"b; c=d"}', jar);
    expect(readChunkedCookie('auth.cache', jar)).toBe('{"a":"b; c=d"}');
  });

  it('a missing chunk makes the value unreadable rather than wrong', () => {
    const jar = memoryJar();
    writeChunkedCookie('t', 'y'.repeat(8500), jar);
    jar.raw.delete('t.1');
    expect(readChunkedCookie('t', jar)).toBeNull();
  });

  it('a shorter value leaves no stale chunks behind', () => {
    const jar = memoryJar();
    writeChunkedCookie('t', 'z'.repeat(8500), jar);
    writeChunkedCookie('t', 'short', jar);
    expect([...jar.raw.keys()].sort()).toEqual(['t', 't.0']);
    expect(readChunkedCookie('t', jar)).toBe('short');
  });

  it('removes every chunk and lists what exists', () => {
    const jar = memoryJar();
    writeChunkedCookie('auth.a', 'q'.repeat(4500), jar);
    writeChunkedCookie('auth.b', 'r', jar);
    expect(chunkedCookieNames('auth.', jar).sort()).toEqual(['auth.a', 'auth.b']);
    removeChunkedCookie('auth.a', jar);
    expect(readChunkedCookie('auth.a', jar)).toBeNull();
    expect([...jar.raw.keys()].sort()).toEqual(['auth.b', 'auth.b.0']);
  });
});
