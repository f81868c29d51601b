// CI's outside probe (issue 36): starts the built portal once in the production profile (fresh secrets, its own
// embedded database at test scale), then probes it over HTTP as a stranger would (lib/outside-probes.ts) and runs
// the release probe (lib/release-probe.ts) against it; exits 1 when any probe fails. Needs `npm run build` first.
//   node --import tsx api/scripts/probe-production.ts
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { startPortal } from '../../scripts/lib/portal-process.mjs';
import { formatProbeResults, runOutsideProbes } from './lib/outside-probes.js';
import { runReleaseProbe } from './lib/release-probe.js';
import { seededAttacks, signInSeeded } from './lib/seeded-attacks.js';

/** Secrets drawn for this run: what a deployment keeps in its secret store. */
function productionSecrets(): Record<string, string> {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    NODE_ENV: 'production',
    ALTCHA_HMAC_KEY: randomBytes(32).toString('hex'),
    IDP_COOKIE_KEYS: randomBytes(32).toString('base64url'),
    IDP_SIGNING_KEY: JSON.stringify(privateKey.export({ format: 'jwk' })),
  };
}

async function main(): Promise<number> {
  const started = Date.now();
  const portal = await startPortal({ env: productionSecrets() });
  try {
    const address = { portalUrl: portal.baseURL, identityUrl: portal.identityURL };
    const signIn = (email: string) => signInSeeded(address, email);
    const outside = await runOutsideProbes({
      ...address,
      clientId: 'portal-spa',
      accessToken: await signIn('admin@keystone-electric.example'),
    });
    console.log(
      `Outside probes of the production profile at ${portal.baseURL}:\n${formatProbeResults(outside)}`,
    );
    const release = await runReleaseProbe({
      portalUrl: portal.baseURL,
      attacks: await seededAttacks(signIn),
    });
    console.log(release.report);
    const failed = outside.filter((r) => !r.passed);
    console.log(
      `${failed.length} of ${outside.length} outside probes failed; release probe: ${release.findings.length} ` +
        `finding(s) over ${release.calls} calls (${Math.round((Date.now() - started) / 1000)} s)`,
    );
    return failed.length > 0 || release.findings.length > 0 ? 1 : 0;
  } finally {
    portal.process.kill('SIGTERM');
  }
}

process.exitCode = await main();
