// Publishing: a remote's build is copied to an immutable, versioned path and remotes.json points at it, carrying
// the build's area manifest (area.json: prefixes, guards, menus; ADR 0012); the shell's build goes to the root.
// Deploying one remote never touches the shell or the other remotes.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES, distDir, repoRoot } from './apps.mjs';

function listFiles(dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .sort();
}

/** A version is the package version plus a hash of the build, so a changed build gets a new path. */
export function buildVersion(folder, dir = distDir(folder)) {
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dir)) {
    hash.update(path.relative(dir, file));
    hash.update(fs.readFileSync(file));
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(repoRoot, folder, 'package.json'), 'utf8'));
  return `${version}-${hash.digest('hex').slice(0, 10)}`;
}

export function readRemotesJson(deployDir) {
  const file = path.join(deployDir, 'remotes.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

export function writeRemotesJson(deployDir, remotes) {
  const file = path.join(deployDir, 'remotes.json');
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, `${JSON.stringify(remotes, null, 2)}\n`);
  fs.renameSync(temporary, file); // atomic: a reader never sees half a file
}

/**
 * The remotes.json entry of a published build: its federation manifest URL and its area manifest.
 * @returns {{ entry: string, area: unknown }}
 */
export function remoteEntry(deployDir, id, version) {
  const dir = path.join(deployDir, 'remotes', id, version);
  const area = JSON.parse(fs.readFileSync(path.join(dir, 'area.json'), 'utf8'));
  if (area.id !== id) throw new Error(`remotes/${id}/${version}/area.json is the area of ${area.id}`);
  return { entry: `/remotes/${id}/${version}/mf-manifest.json`, area };
}

/**
 * Copies one remote's build to remotes/<id>/<version>/ and returns its remotes.json entry (not yet written there).
 */
export function publishRemote(deployDir, id, { sourceDir } = {}) {
  const folder = REMOTES[id];
  if (!folder) throw new Error(`Unknown remote ${id}`);
  const from = sourceDir ?? distDir(folder);
  for (const file of ['mf-manifest.json', 'area.json'])
    if (!fs.existsSync(path.join(from, file)))
      throw new Error(`${folder} has no build at ${from} (no ${file})`);
  const version = buildVersion(folder, from);
  const target = path.join(deployDir, 'remotes', id, version);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.cpSync(from, target, { recursive: true });
  }
  return {
    version,
    manifestUrl: `/remotes/${id}/${version}/mf-manifest.json`,
    entry: remoteEntry(deployDir, id, version),
  };
}

export function publishShell(deployDir) {
  const from = distDir('shell');
  if (!fs.existsSync(path.join(from, 'index.html'))) throw new Error('shell has no build');
  fs.mkdirSync(deployDir, { recursive: true });
  for (const entry of fs.readdirSync(from)) {
    fs.cpSync(path.join(from, entry), path.join(deployDir, entry), { recursive: true });
  }
  // Static documents the shell links to (the user manual PDF) are served as they are.
  const staticFiles = path.join(repoRoot, 'shell/public/static');
  if (fs.existsSync(staticFiles)) fs.cpSync(staticFiles, path.join(deployDir, 'static'), { recursive: true });
}

/**
 * Where the browser signs in (read by the shell at start). Production changes only these three values:
 * AUTH_DOMAIN (e.g. https://tenant.auth0.com), AUTH_CLIENT_ID, AUTH_AUDIENCE.
 * @param {NodeJS.ProcessEnv} env
 */
export function authConfigFromEnv(env = process.env) {
  return {
    domain: env.AUTH_DOMAIN ?? `http://localhost:${env.IDP_PORT ?? 3001}`,
    clientId: env.AUTH_CLIENT_ID ?? 'portal-spa',
    audience: env.AUTH_AUDIENCE ?? 'http://localhost:3000/api',
  };
}

/**
 * Where the OpenFeature provider evaluates flags (issue 22, ADR 0016): PORTAL_OFREP_BASE_URL names any OFREP service
 * (flagd, a vendor relay; the provider posts to {base}/ofrep/v1/evaluate/flags), PORTAL_FLAGS_POLL_MS how often an
 * open page evaluates again. Unset: the portal API ('/api') every 60 s.
 * @param {NodeJS.ProcessEnv} env
 */
export function featureFlagsConfigFromEnv(env = process.env) {
  if (!env.PORTAL_OFREP_BASE_URL && !env.PORTAL_FLAGS_POLL_MS) return undefined;
  return {
    ...(env.PORTAL_OFREP_BASE_URL ? { ofrepBaseUrl: env.PORTAL_OFREP_BASE_URL } : {}),
    ...(env.PORTAL_FLAGS_POLL_MS ? { pollIntervalMs: Number(env.PORTAL_FLAGS_POLL_MS) } : {}),
  };
}

export function writePortalConfig(deployDir, auth, featureFlags = featureFlagsConfigFromEnv()) {
  const file = path.join(deployDir, 'portal-config.json');
  const config = { auth, ...(featureFlags ? { featureFlags } : {}) };
  fs.writeFileSync(`${file}.tmp`, `${JSON.stringify(config, null, 2)}\n`);
  fs.renameSync(`${file}.tmp`, file);
}

/** Publishes the shell and every remote, points remotes.json at the new builds and writes portal-config.json. */
export function publishAll(deployDir, { auth = authConfigFromEnv() } = {}) {
  publishShell(deployDir);
  writePortalConfig(deployDir, auth);
  const remotes = readRemotesJson(deployDir);
  for (const id of Object.keys(REMOTES)) remotes[id] = publishRemote(deployDir, id).entry;
  writeRemotesJson(deployDir, remotes);
  return remotes;
}
