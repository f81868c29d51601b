// `npm run probe -- --portal <url> --identity <issuer>`: the release probe (lib/release-probe.ts) against a running
// portal with the seeded users (a release candidate's staging copy, never the live portal: it sends mutations).
// Every by-id operation, as every seeded customer role, with another organisation's ids; exits 1 on any
// cross-organisation success or 5xx. Defaults: http://localhost:3000 and http://localhost:3001.
import { parseArgs } from 'node:util';
import { runReleaseProbe } from './lib/release-probe.js';
import { seededAttacks, signInSeeded } from './lib/seeded-attacks.js';

const { values } = parseArgs({
  options: {
    portal: { type: 'string', default: process.env['PROBE_PORTAL_URL'] ?? 'http://localhost:3000' },
    identity: { type: 'string', default: process.env['PROBE_IDENTITY_URL'] ?? 'http://localhost:3001' },
  },
});
const address = { portalUrl: values.portal, identityUrl: values.identity };
const result = await runReleaseProbe({
  portalUrl: address.portalUrl,
  attacks: await seededAttacks((email) => signInSeeded(address, email)),
});
console.log(result.report);
process.exitCode = result.findings.length > 0 ? 1 : 0;
