// The header's store search box loader (ADR 0007): not called before the shell says the first screen is up.
import { loadStoreSearchBox, setStoreSearchBoxLoader } from './header-widget-loader';

test('calls the loader only once its ready promise has settled', async () => {
  let open: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (open = resolve));
  const load = jest.fn(() => Promise.resolve('module'));
  setStoreSearchBoxLoader(load, ready);
  const loading = loadStoreSearchBox();
  await Promise.resolve();
  await Promise.resolve();
  expect(load).not.toHaveBeenCalled();
  open();
  await expect(loading).resolves.toBe('module');
  expect(load).toHaveBeenCalledTimes(1);
});

test('without a ready promise the loader is called at once', async () => {
  const load = jest.fn(() => Promise.resolve('module'));
  setStoreSearchBoxLoader(load);
  await expect(loadStoreSearchBox()).resolves.toBe('module');
  expect(load).toHaveBeenCalledTimes(1);
});

test('asked for now (the user reached for the box), the loader does not wait for the first screen', async () => {
  const ready = new Promise<void>(() => undefined);
  const load = jest.fn(() => Promise.resolve('module'));
  setStoreSearchBoxLoader(load, ready);
  await expect(loadStoreSearchBox({ now: true })).resolves.toBe('module');
  expect(load).toHaveBeenCalledTimes(1);
});
