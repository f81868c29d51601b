import type { RemotesManifest } from '@portal/shared-session';
import { takeStartUpFile } from '../../early-fetches';
import { realArea } from '../../testing/real-areas';
import { LAST_GOOD_REMOTES_MANIFEST_KEY, loadRemotesManifest } from './remotes-manifest-loader';

jest.mock('../../early-fetches', () => ({
  ...jest.requireActual('../../early-fetches'),
  takeStartUpFile: jest.fn(),
}));

const published: RemotesManifest = {
  store: { entry: '/remotes/store/1.4.0/mf-manifest.json', area: realArea('store') },
  training: { entry: '/remotes/training/2.0.1/mf-manifest.json', area: realArea('training') },
};

/** What fetch would answer: only the parts the loader reads. */
function answer(status: number, body: () => unknown): Response {
  return { ok: status >= 200 && status < 300, status, json: async () => body() } as Response;
}

const answers = (response: Response | Error) =>
  jest
    .mocked(takeStartUpFile)
    .mockImplementation(() =>
      response instanceof Error ? Promise.reject(response) : Promise.resolve(response),
    );

beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

/** A start that reads remotes.json well, so the browser keeps it. */
async function goodStart(): Promise<void> {
  answers(answer(200, () => JSON.parse(JSON.stringify(published))));
  expect(Object.keys(await loadRemotesManifest())).toEqual(['store', 'training']);
}

it('reads remotes.json and keeps the checked copy', async () => {
  await goodStart();
  expect(JSON.parse(window.localStorage.getItem(LAST_GOOD_REMOTES_MANIFEST_KEY) ?? 'null')).toEqual(
    published,
  );
});

it.each([
  ['cannot be fetched (offline or the 3 s timeout)', () => answers(new Error('The operation timed out.'))],
  ['answers an error status', () => answers(answer(503, () => ({})))],
  ['is not JSON', () => answers(answer(200, () => JSON.parse('<html>Bad gateway</html>')))],
  ['is not an object of entries', () => answers(answer(200, () => ['store']))],
])('uses the last good copy when remotes.json %s', async (_case, failNextStart) => {
  await goodStart();
  failNextStart();
  const manifest = await loadRemotesManifest();
  expect(manifest).toEqual(published);
  expect(manifest['store']?.area.id).toBe('store');
});

it('knows no area when remotes.json fails and no copy was kept', async () => {
  answers(new Error('offline'));
  expect(await loadRemotesManifest()).toEqual({});
});

it('checks the kept copy before use: a wrong entry is left out, an unreadable copy is dropped', async () => {
  const tampered = {
    ...JSON.parse(JSON.stringify(published)),
    training: { entry: '/remotes/training/2.0.1/mf-manifest.json', area: { id: 'training' } },
  };
  window.localStorage.setItem(LAST_GOOD_REMOTES_MANIFEST_KEY, JSON.stringify(tampered));
  answers(new Error('offline'));
  expect(Object.keys(await loadRemotesManifest())).toEqual(['store']);

  window.localStorage.setItem(LAST_GOOD_REMOTES_MANIFEST_KEY, '{not json');
  expect(await loadRemotesManifest()).toEqual({});
  expect(window.localStorage.getItem(LAST_GOOD_REMOTES_MANIFEST_KEY)).toBeNull();
});

it('does not replace a good copy with one that has no area', async () => {
  await goodStart();
  answers(answer(200, () => ({})));
  expect(await loadRemotesManifest()).toEqual({});
  answers(new Error('offline'));
  expect(await loadRemotesManifest()).toEqual(published);
});
