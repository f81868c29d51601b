// The OpenFeature side of feature flags, loaded on demand by feature-flags.ts (its own chunk): the one
// OpenFeature API instance of the page gets the OFREP provider, and the watched flags' evaluations are mirrored
// into `flagStore` whenever the provider is ready, its flags change (polling, the tab becoming visible) or the
// context changes. Evaluations always go through the OpenFeature client, so hooks and events behave as documented.
import { OpenFeature, ProviderEvents } from '@openfeature/web-sdk';
import type { Client } from '@openfeature/web-sdk';
import { OFREPWebProvider } from '@openfeature/ofrep-web-provider';
import { flagStore, onWatchedFlagsChange, watchedFlags } from './feature-flags';
import type { FeatureFlagsConfig, FlagContext, FlagValue } from './feature-flags';

function evaluate(client: Client, key: string, fallback: FlagValue): FlagValue {
  if (typeof fallback === 'boolean') return client.getBooleanValue(key, fallback);
  if (typeof fallback === 'number') return client.getNumberValue(key, fallback);
  return client.getStringValue(key, fallback);
}

function mirror(client: Client): void {
  const values: Record<string, FlagValue> = {};
  for (const [key, fallback] of watchedFlags()) values[key] = evaluate(client, key, fallback);
  flagStore.setState({ ready: true, values });
}

export async function startOpenFeature(
  config: FeatureFlagsConfig,
  context: FlagContext,
  accessToken: () => Promise<string | null>,
): Promise<{ setContext(context: FlagContext): Promise<void> }> {
  const baseUrl = new URL(config.ofrepBaseUrl, window.location.origin).toString().replace(/\/+$/, '');
  const provider = new OFREPWebProvider({
    baseUrl,
    pollInterval: config.pollIntervalMs,
    // a reload must show a product owner's change: ask the service first, the stored answer only when it fails
    cacheMode: 'network-first',
    headersFactory: async () => {
      const token = await accessToken();
      return token ? [['Authorization', `Bearer ${token}`]] : [];
    },
  });
  const client = OpenFeature.getClient();
  const refresh = () => mirror(client);
  for (const event of [
    ProviderEvents.Ready,
    ProviderEvents.ConfigurationChanged,
    ProviderEvents.ContextChanged,
    ProviderEvents.Error,
  ])
    client.addHandler(event, refresh);
  onWatchedFlagsChange(refresh);
  await OpenFeature.setContext(context);
  try {
    await OpenFeature.setProviderAndWait(provider);
  } catch {
    // the service did not answer: the defaults stand (the Error handler mirrored them)
  }
  refresh();
  return {
    async setContext(next) {
      await OpenFeature.setContext(next);
      refresh();
    },
  };
}
