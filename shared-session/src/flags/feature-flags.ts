// Feature flags on the page (issue 22, ADR 0015). The OpenFeature API instance is one per page: the shell starts
// it (provider + evaluation context) and every area reads flags through this module, which lives in the
// shared-session singleton; @openfeature/web-sdk and @openfeature/react-sdk are Module Federation singletons too.
// The OpenFeature code (about 20 KB gzip with the OFREP provider) is fetched after the first screen: until it has
// evaluated, `flagStore` holds no values and a flag-gated entry stays hidden (a feature in slow rollout is not
// shown to someone who may not have it). Areas read evaluated values from `flagStore` / `useFlag`.
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { DEFAULT_FLAG_GROUP, flagGroupOf } from '@portal/rules';
import type { SessionState } from '../session/session-store';
import { yieldToBrowser } from '../scheduling/yield-to-browser';

export type FlagValue = boolean | string | number;

export interface FlagState {
  /** true once the provider has answered (or failed: values then hold the defaults) */
  ready: boolean;
  /** evaluated values of the flags somebody watches */
  values: Readonly<Record<string, FlagValue>>;
}

export const flagStore = createStore<FlagState>()(() => ({ ready: false, values: {} }));

/** The OpenFeature evaluation context: who is evaluating and under which flag group. */
export interface FlagContext {
  /** the user (auth id) or, for a guest, 'guest' */
  targetingKey: string;
  /** spec 6: the profile's launchDarklyGroup; guests and an empty group: 'Connect_Default_User' */
  flagGroup: string;
  /** the organisation being viewed (changes with a company switch) */
  accountId: string;
  [attribute: string]: string;
}

/** The evaluation context of a session: follows sign-in, sign-out and company switch. */
export function flagContextFrom(state: Pick<SessionState, 'profile' | 'selectedOrganization'>): FlagContext {
  const { profile, selectedOrganization } = state;
  const guest = profile.userStatus === 'GUEST';
  return {
    targetingKey: guest ? 'guest' : (profile.auth0AccountId ?? profile.email ?? 'user'),
    flagGroup: guest ? DEFAULT_FLAG_GROUP : flagGroupOf(profile),
    accountId: selectedOrganization?.accountId ?? profile.accountId ?? '',
  };
}

export interface FeatureFlagsConfig {
  /** the OFREP service's base URL (the provider posts to {base}/ofrep/v1/evaluate/flags); default '/api' */
  ofrepBaseUrl: string;
  /** ms between re-evaluations of an open page (0: only on context change and when the tab becomes visible) */
  pollIntervalMs: number;
}

export const DEFAULT_FEATURE_FLAGS_CONFIG: FeatureFlagsConfig = {
  ofrepBaseUrl: '/api',
  pollIntervalMs: 60_000,
};

/** Reads `featureFlags` of portal-config.json: production points the provider at any OFREP service there. */
export function parseFeatureFlagsConfig(value: unknown): FeatureFlagsConfig {
  const flags = (value as { featureFlags?: Partial<FeatureFlagsConfig> } | null)?.featureFlags;
  const base = typeof flags?.ofrepBaseUrl === 'string' && flags.ofrepBaseUrl ? flags.ofrepBaseUrl : null;
  const poll = flags?.pollIntervalMs;
  return {
    ofrepBaseUrl: (base ?? DEFAULT_FEATURE_FLAGS_CONFIG.ofrepBaseUrl).replace(/\/+$/, ''),
    pollIntervalMs:
      typeof poll === 'number' && Number.isInteger(poll) && poll >= 0
        ? poll
        : DEFAULT_FEATURE_FLAGS_CONFIG.pollIntervalMs,
  };
}

let configured: FeatureFlagsConfig = DEFAULT_FEATURE_FLAGS_CONFIG;

/** The shell hands over portal-config.json when it reads it at start (see parseFeatureFlagsConfig). */
export function configureFeatureFlagsFromPortalConfig(value: unknown): void {
  configured = parseFeatureFlagsConfig(value);
}

/** Flags somebody reads, with the value used when the provider cannot answer. */
const watched = new Map<string, FlagValue>();
const watchers = new Set<() => void>();

/** Declares flags to evaluate (the shell: the flags its menus name; an area: the flags its pages read). */
export function watchFlags(defaults: Readonly<Record<string, FlagValue>>): void {
  let added = false;
  for (const [key, fallback] of Object.entries(defaults)) {
    if (!watched.has(key)) {
      watched.set(key, fallback);
      added = true;
    }
  }
  // later, not inside the render that declared the flag (evaluating updates a store other components read)
  if (added) for (const notify of watchers) queueMicrotask(notify);
}

/** The watched flags and their defaults (read by the OpenFeature client when it evaluates). */
export function watchedFlags(): ReadonlyMap<string, FlagValue> {
  return watched;
}

/** The OpenFeature client subscribes here to evaluate flags declared after it started. */
export function onWatchedFlagsChange(notify: () => void): () => void {
  watchers.add(notify);
  return () => watchers.delete(notify);
}

/** The evaluated value of a flag, or undefined until the provider has evaluated it. */
export function flagValue(key: string): FlagValue | undefined {
  return flagStore.getState().values[key];
}

/** A component's view of one flag: the fallback until evaluated, then the evaluated value (re-rendered on change). */
export function useFlag<T extends FlagValue>(key: string, fallback: T): T {
  watchFlags({ [key]: fallback });
  const value = useStore(flagStore, (s) => s.values[key]);
  return typeof value === typeof fallback ? (value as T) : fallback;
}

/** Every evaluated value (the shell's menus). */
export function useFlagValues(): Readonly<Record<string, FlagValue>> {
  return useStore(flagStore, (s) => s.values);
}

interface FlagRuntime {
  setContext(context: FlagContext): Promise<void>;
}

let runtime: Promise<FlagRuntime> | null = null;
let latestContext: FlagContext | null = null;

/**
 * The shell starts flags once, after the first screen: the OpenFeature SDK and the OFREP provider are fetched
 * then, the provider is set with the context and the watched flags are evaluated into `flagStore`.
 */
export function startFeatureFlags(
  context: FlagContext,
  accessToken: () => Promise<string | null>,
): Promise<void> {
  latestContext = context;
  const config = configured;
  runtime ??= loadOpenFeatureRuntime().then((start) => start(config, context, accessToken));
  return runtime.then(() => undefined);
}

/**
 * The OpenFeature code, evaluated a piece per task: the SDK, then the OFREP provider, then the start. Evaluated
 * together when the runtime chunk arrived they made one ~170 ms task (at Lighthouse's 4x CPU) after the first
 * screen (issue 18, TBT). They are fetched one after the other, after the first screen, which nothing waits for.
 */
async function loadOpenFeatureRuntime() {
  await import('@openfeature/web-sdk');
  await yieldToBrowser();
  await import('@openfeature/ofrep-web-provider');
  await yieldToBrowser();
  const { startOpenFeature } = await import('./open-feature-runtime');
  await yieldToBrowser();
  return startOpenFeature;
}

/** A new evaluation context (sign-in, sign-out, company switch): the provider evaluates again. */
export async function setFlagContext(context: FlagContext): Promise<void> {
  if (latestContext && sameContext(latestContext, context)) return;
  latestContext = context;
  if (!runtime) return;
  await (await runtime).setContext(context);
}

function sameContext(a: FlagContext, b: FlagContext): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => a[k] === b[k]);
}
