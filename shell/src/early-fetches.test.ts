/** @jest-environment node */
import {
  START_UP_FETCH_TIMEOUT_MS,
  fetchStartUpFile,
  startEarlyFetches,
  takeStartUpFile,
} from './early-fetches';

describe('early start-up fetches', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('hands the early response out once, uncached, then fetches again', async () => {
    const calls: Array<[string, RequestInit | undefined]> = [];
    global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
      calls.push([String(url), init]);
      return new Response(`{"n":${calls.length}}`);
    }) as typeof fetch;

    startEarlyFetches(['/remotes.json']);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]?.cache).toBe('no-store');

    expect(await (await takeStartUpFile('/remotes.json')).json()).toEqual({ n: 1 });
    expect(calls).toHaveLength(1);
    expect(await (await takeStartUpFile('/remotes.json')).json()).toEqual({ n: 2 });
    expect(calls).toHaveLength(2);
  });

  it('keeps an early failure for whoever takes it', async () => {
    global.fetch = jest.fn(() => Promise.reject(new Error('offline'))) as typeof fetch;
    startEarlyFetches(['/portal-config.json']);
    await expect(takeStartUpFile('/portal-config.json')).rejects.toThrow('offline');
  });

  describe('the time limit', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('aborts a request that has not answered in time', async () => {
      let signal: AbortSignal | undefined;
      global.fetch = jest.fn((_url: RequestInfo | URL, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return new Promise<Response>(() => undefined);
      }) as typeof fetch;
      void fetchStartUpFile('/remotes.json');
      jest.advanceTimersByTime(START_UP_FETCH_TIMEOUT_MS - 1);
      expect(signal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      expect(signal?.aborted).toBe(true);
      expect((signal?.reason as DOMException).name).toBe('TimeoutError');
    });

    it('does not abort reading the body of an answer that came in time, however late it is read', async () => {
      let signal: AbortSignal | undefined;
      global.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return new Response('{"ok":true}');
      }) as typeof fetch;
      const response = await fetchStartUpFile('/remotes.json');
      jest.advanceTimersByTime(START_UP_FETCH_TIMEOUT_MS * 10);
      expect(signal?.aborted).toBe(false);
      expect(await response.json()).toEqual({ ok: true });
    });
  });
});
