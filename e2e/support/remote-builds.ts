// Builds a remote (or a fixture remote) with the real federation config factory, for tests that deploy builds.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import webpack from 'webpack';
import type { Configuration } from 'webpack';
import type { Page } from '@playwright/test';
import { repoRoot } from './portal-server';
import { deployDir } from './fixtures';

type ConfigFactory = (env: Record<string, string | boolean>, argv: { mode?: string }) => Configuration[];

/**
 * Builds one of an app's configurations (0: its federation container, 1: its standalone page) into a new folder,
 * with `env` set while the configuration is made.
 */
async function buildConfiguration(
  appDir: string,
  { which, mode, env }: { which: 0 | 1; mode: 'production' | 'development'; env: Record<string, string> },
): Promise<string> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-remote-build-'));
  const previous = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    const configModule = (await import(path.join(appDir, 'webpack.config.mjs'))) as {
      default: ConfigFactory;
    };
    const config = configModule.default({ outDir }, { mode })[which];
    if (!config) throw new Error(`${appDir} has no configuration ${which}`);
    await new Promise<void>((resolve, reject) => {
      webpack({ ...config, devtool: false }, (error, stats) => {
        if (error) return reject(error);
        if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true })));
        resolve();
      });
    });
  } finally {
    for (const [name, value] of Object.entries(previous)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
  return outDir;
}

/** The federation container of a remote: the part the portal loads. */
export function buildRemote(appDir: string, buildLabel = ''): Promise<string> {
  return buildConfiguration(appDir, {
    which: 0,
    mode: 'production',
    env: { PORTAL_BUILD_LABEL: buildLabel },
  });
}

/** A remotes.json entry: the build's federation manifest URL and its area manifest (ADR 0012). */
export interface RemoteEntryJson {
  entry: string;
  area: unknown;
}

/** Copies a build under the deploy folder at a versioned path and returns its manifest URL. */
export function publishBuild(deployDir: string, remoteId: string, version: string, buildDir: string): string {
  const target = path.join(deployDir, 'remotes', remoteId, version);
  fs.cpSync(buildDir, target, { recursive: true });
  return `/remotes/${remoteId}/${version}/mf-manifest.json`;
}

/** The remotes.json entry of a published build: its manifest URL and the area.json its build wrote. */
export function publishedEntry(deployDir: string, remoteId: string, version: string): RemoteEntryJson {
  const dir = path.join(deployDir, 'remotes', remoteId, version);
  return {
    entry: `/remotes/${remoteId}/${version}/mf-manifest.json`,
    area: JSON.parse(fs.readFileSync(path.join(dir, 'area.json'), 'utf8')) as unknown,
  };
}

export function readRemotesJson(deployDir: string): Record<string, RemoteEntryJson> {
  return JSON.parse(fs.readFileSync(path.join(deployDir, 'remotes.json'), 'utf8')) as Record<
    string,
    RemoteEntryJson
  >;
}

export function writeRemotesJson(deployDir: string, remotes: Record<string, RemoteEntryJson>): void {
  const file = path.join(deployDir, 'remotes.json');
  fs.writeFileSync(`${file}.tmp`, JSON.stringify(remotes, null, 2));
  fs.renameSync(`${file}.tmp`, file);
}

export { repoRoot };

/**
 * Serves this page a remotes.json with one remote's entry pointed elsewhere (its area manifest kept); the server's
 * own file is untouched.
 */
export async function overrideRemote(page: Page, remoteId: string, manifestUrl: string): Promise<void> {
  const current = readRemotesJson(deployDir());
  const published = current[remoteId];
  if (!published) throw new Error(`remotes.json has no ${remoteId}`);
  const remotes = { ...current, [remoteId]: { ...published, entry: manifestUrl } };
  await page.route('**/remotes.json', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify(remotes),
      headers: { 'cache-control': 'no-store' },
    }),
  );
}

/**
 * A remote's standalone page as `PORTAL_MOCK_API=true npm run dev -w <remote>` builds it (README "A mock API"): the
 * development build, its mock API started before the page, and the mock API's service worker at the root. Returns a
 * folder for `serve-standalone.mjs --dir`.
 */
export async function buildMockStandalone(appDir: string): Promise<string> {
  const outDir = await buildConfiguration(appDir, {
    which: 1,
    mode: 'development',
    env: { PORTAL_MOCK_API: 'true' },
  });
  // where the dev server serves it from (federation/src/webpack-config.mjs)
  // (msw is the api-client's dependency, wherever npm placed it)
  const apiClient = createRequire(path.join(appDir, 'package.json')).resolve(
    '@portal/api-client/package.json',
  );
  const worker = createRequire(apiClient).resolve('msw/mockServiceWorker.js');
  fs.copyFileSync(worker, path.join(outDir, 'mockServiceWorker.js'));
  return outDir;
}
