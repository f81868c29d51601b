// A fetch double for the API clients' tests (jsdom has no fetch): answers queued per call.
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  /** raw text body (not JSON-encoded) */
  text?: string;
  contentType?: string;
  /** reject as a network failure */
  networkError?: boolean;
}

export interface RecordedCall {
  url: string;
  init: RequestInit;
  json: unknown;
}

export function installFakeFetch(answer: (call: RecordedCall) => FakeAnswer) {
  const calls: RecordedCall[] = [];
  const fake = jest.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const call: RecordedCall = {
      url,
      init,
      json: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    };
    calls.push(call);
    const a = answer(call);
    if (a.networkError) throw new TypeError('Failed to fetch');
    const status = a.status ?? 200;
    const text = a.text ?? (a.body === undefined ? '' : JSON.stringify(a.body));
    const contentType = a.contentType ?? (a.text !== undefined ? 'text/plain' : 'application/json');
    return {
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) },
      text: async () => text,
      json: async () => JSON.parse(text) as unknown,
      blob: async () => new Blob([text], { type: contentType }),
    } as unknown as Response;
  });
  const previous = globalThis.fetch;
  globalThis.fetch = fake as unknown as typeof fetch;
  return {
    calls,
    fake,
    restore: () => {
      globalThis.fetch = previous;
    },
  };
}
