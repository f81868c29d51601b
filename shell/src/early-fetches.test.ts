/** @jest-environment node */
import { startEarlyFetches, takeStartUpFile } from './early-fetches';

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
});
