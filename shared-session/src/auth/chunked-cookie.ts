// Cookies hold at most ~4 KB, identity tokens often more: a value is split into 4000-character chunks
// (`name.0`, `name.1`, …) with `name` holding the chunk count (spec section 9).

export const COOKIE_CHUNK_SIZE = 4000;
export const COOKIE_MAX_AGE_SECONDS = 24 * 60 * 60; // cookies live 1 day (spec section 9)

export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

const browserJar: CookieJar = {
  read: () => document.cookie,
  write: (cookie) => {
    document.cookie = cookie;
  },
};

function readAll(jar: CookieJar): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of jar.read().split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    cookies.set(part.slice(0, index).trim(), part.slice(index + 1).trim());
  }
  return cookies;
}

function setCookie(jar: CookieJar, name: string, value: string, maxAgeSeconds: number) {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  jar.write(`${name}=${value}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`);
}

export function splitIntoChunks(value: string, size = COOKIE_CHUNK_SIZE): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < value.length; i += size) chunks.push(value.slice(i, i + size));
  return chunks.length > 0 ? chunks : [''];
}

export function writeChunkedCookie(name: string, value: string, jar: CookieJar = browserJar): void {
  removeChunkedCookie(name, jar);
  const chunks = splitIntoChunks(encodeURIComponent(value));
  chunks.forEach((chunk, index) => setCookie(jar, `${name}.${index}`, chunk, COOKIE_MAX_AGE_SECONDS));
  setCookie(jar, name, String(chunks.length), COOKIE_MAX_AGE_SECONDS);
}

export function readChunkedCookie(name: string, jar: CookieJar = browserJar): string | null {
  const cookies = readAll(jar);
  const count = Number(cookies.get(name));
  if (!Number.isInteger(count) || count < 1) return null;
  let encoded = '';
  for (let index = 0; index < count; index += 1) {
    const chunk = cookies.get(`${name}.${index}`);
    if (chunk === undefined) return null; // a chunk is missing: the value is unusable
    encoded += chunk;
  }
  try {
    return decodeURIComponent(encoded);
  } catch {
    return null;
  }
}

export function removeChunkedCookie(name: string, jar: CookieJar = browserJar): void {
  const cookies = readAll(jar);
  for (const key of cookies.keys()) {
    if (key === name || key.startsWith(`${name}.`)) setCookie(jar, key, '', 0);
  }
}

/** Names of every chunked cookie this portal wrote, for logout. */
export function chunkedCookieNames(prefix: string, jar: CookieJar = browserJar): string[] {
  return [...readAll(jar).keys()].filter((key) => key.startsWith(prefix) && !/\.\d+$/.test(key));
}
