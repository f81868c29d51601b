// The shell's start negotiates a dozen shared modules at once, then starts an area's container: with this plugin each
// provider is asked for its module, and each container started, in a later task than the one that asked (issue 18).
import { ModuleFederation } from '@module-federation/runtime-core';
import shareYieldPlugin from './share-yield-plugin';

function hostSharing(name: string, getter: () => Promise<() => unknown>, plugins = [shareYieldPlugin()]) {
  return new ModuleFederation({
    name,
    remotes: [],
    plugins,
    shared: {
      'portal-widget': {
        version: '1.0.0',
        scope: ['default'],
        get: getter,
        shareConfig: { singleton: true, requiredVersion: '^1.0.0' },
      },
    },
  });
}

test("a shared module's provider runs in a later task than the load that asked for it, after tasks queued before", async () => {
  const order: string[] = [];
  const host = hostSharing('yield-host', async () => {
    order.push('provider');
    return () => 'widget';
  });
  setTimeout(() => order.push('earlier task'), 0);
  const loaded = host.loadShare<string>('portal-widget');
  await Promise.resolve().then(() => order.push('microtask'));
  expect(order).toEqual(['microtask']);
  const factory = await loaded;
  expect(factory && factory()).toBe('widget');
  expect(order).toEqual(['microtask', 'earlier task', 'provider']);
});

test('without the plugin the provider runs in the same task (what the plugin changes)', async () => {
  const order: string[] = [];
  const host = hostSharing(
    'plain-host',
    async () => {
      order.push('provider');
      return () => 'widget';
    },
    [],
  );
  setTimeout(() => order.push('earlier task'), 0);
  const factory = await host.loadShare<string>('portal-widget');
  expect(factory && factory()).toBe('widget');
  expect(order).toEqual(['provider']);
});

test("a remote container's start waits for a later task, after tasks queued before (the runtime's own hook)", async () => {
  const order: string[] = [];
  const host = hostSharing('yield-remote-host', async () => () => 'widget');
  setTimeout(() => order.push('earlier task'), 0);
  // the hook's argument as the runtime builds it; the plugin reads none of it (cast: the full type wants a snapshot)
  const started = host.loaderHook.lifecycle.beforeInitRemote
    .emit({ id: 'store/app', remoteInfo: { name: 'store', entry: '/remoteEntry.js' }, origin: host } as never)
    .then(() => order.push('container start'));
  await Promise.resolve().then(() => order.push('microtask'));
  expect(order).toEqual(['microtask']);
  await started;
  expect(order).toEqual(['microtask', 'earlier task', 'container start']);
});
