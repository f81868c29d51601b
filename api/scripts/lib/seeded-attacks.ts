// The release probe's attackers in the seeded world: one signed-in user for each seeded role (and a personal buyer,
// a punchout user), each against a B2B administrator of another organisation. Staff who serve every organisation by
// design (privileges CSR…, Product_Owner_Admin, Developer_Admin alone) are not attackers here.
import { STAFF_PRIVILEGES } from '../../src/identity/impersonation.js';
import { OidcTestClient } from '../../src/identity/test-client.js';
import { DEV_PASSWORD, SEED_ROLES, SEED_USERS, USERS_SEEDED_APART } from '../../src/seed/users.js';
import type { SeedUser } from '../../src/seed/users.js';
import type { Attack } from './release-probe.js';

/** Victims: Keystone's administrator, and for Keystone's own users Northern Lights' administrator. */
const VICTIM = { default: 'admin@keystone-electric.example', forKeystone: 'admin@northern-lights.example' };

function servesEveryOrganisation(user: SeedUser): boolean {
  return user.roles.some((name) =>
    SEED_ROLES.find((r) => r.name === name)?.privileges.some((p) => STAFF_PRIVILEGES.includes(p)),
  );
}

/** One REGISTERED customer user per seeded role set (registration type and punchout included). */
export function seededAttackers(): SeedUser[] {
  const seen = new Set<string>();
  return [...SEED_USERS, ...USERS_SEEDED_APART].filter((user) => {
    if (!['REGISTERED', 'DELEGATED_REGISTERED'].includes(user.status) || servesEveryOrganisation(user))
      return false;
    if (user.registrationType === 'B2B' && !user.orgKey) return false;
    const kind = `${user.registrationType}|${user.punchout ? 'punchout' : ''}|${[...user.roles].sort().join(',')}`;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
}

export async function seededAttacks(signIn: (email: string) => Promise<string>): Promise<Attack[]> {
  const tokens = new Map<string, string>();
  const principal = async (email: string) => {
    let token = tokens.get(email);
    if (!token) tokens.set(email, (token = await signIn(email)));
    return { label: email, token };
  };
  const attacks: Attack[] = [];
  for (const user of seededAttackers()) {
    const victim = user.orgKey === 'keystone' ? VICTIM.forKeystone : VICTIM.default;
    attacks.push({ attacker: await principal(user.email), victim: await principal(victim) });
  }
  return attacks;
}

export interface PortalAddress {
  /** the portal's origin (a redirect URI there is allowed) */
  portalUrl: string;
  /** the identity provider's issuer */
  identityUrl: string;
  clientId?: string;
  audience?: string;
}

/** A seeded user's access token through the identity provider's own sign-in (authorization code + PKCE). */
export async function signInSeeded(portal: PortalAddress, email: string): Promise<string> {
  const client = new OidcTestClient({
    issuer: `${portal.identityUrl.replace(/\/$/, '')}/`,
    clientId: portal.clientId ?? 'portal-spa',
    redirectUri: `${portal.portalUrl.replace(/\/$/, '')}/`,
    audience: portal.audience ?? 'http://localhost:3000/api',
  });
  const { json } = await client.signIn(email, DEV_PASSWORD);
  if (!json.access_token) throw new Error(`${email} could not sign in: ${json.error ?? 'no token'}`);
  return json.access_token;
}
