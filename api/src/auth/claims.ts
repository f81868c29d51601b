// The claims of an access token (spec section 3 "Claims from a token"), read from plain or namespaced names
// (`https://portal.example/claims/accountId` and `accountId` mean the same). {product} is spelled "Brand".

export interface TokenClaims {
  /** the identity provider's subject (`sub`) */
  subject: string;
  userId: string | null;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  accountId: string | null;
  accountIds: string[];
  departmentNumber: string | null;
  department: string | null;
  employeeId: string | null;
  allowViewBrandCompanies: boolean;
  allowedBrandAccountIds: string[];
  allowedActions: string[];
  permissions: string[];
  isBrandEmployee: boolean;
  /** a customer-service user signed in as this user (identity provider's impersonation: `act` + isImpersonation) */
  isImpersonation: boolean;
  /** the portal user id of the agent behind an impersonated session (`act.userId`), for the audit trail */
  impersonatorUserId: string | null;
  /** an impersonated session's id (the agent names it to end the session) and its time limit, seconds since the epoch */
  impersonation: { id: string; endsAt: number } | null;
  /** seconds since the epoch */
  expiresAt: number | null;
  /** when the token was issued (`iat`), seconds since the epoch */
  issuedAt: number | null;
}

/** `https://x.example/claims/accountId` → `accountId`; plain names unchanged. */
function shortName(key: string): string {
  const slash = key.lastIndexOf('/');
  return slash >= 0 ? key.slice(slash + 1) : key;
}

function asString(value: unknown): string | null {
  if (typeof value === 'string' && value !== '') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function asStrings(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(asString).filter((v): v is string => v !== null);
  if (typeof value === 'string') {
    return value
      .split(/[\s,]+/)
      .map((v) => v.trim())
      .filter(Boolean);
  }
  return [];
}

function asBoolean(value: unknown): boolean {
  return value === true || value === 'true';
}

/** Normalises a verified JWT payload. Brand-specific claim names use any product word (`allowedXAccountIds`). */
export function readClaims(payload: Record<string, unknown>): TokenClaims {
  const flat = new Map<string, unknown>();
  for (const [key, value] of Object.entries(payload)) {
    const name = shortName(key);
    // a namespaced claim wins over an unrelated plain one only if the plain one is absent
    if (!flat.has(name) || key === name) flat.set(name, value);
  }
  const byPattern = (pattern: RegExp): unknown => {
    for (const [name, value] of flat) if (pattern.test(name)) return value;
    return undefined;
  };
  const scopes = asStrings(flat.get('scope'));
  const permissions = asStrings(flat.get('permissions'));
  const expiresAt = typeof payload['exp'] === 'number' ? payload['exp'] : null;
  const issuedAt = typeof payload['iat'] === 'number' ? payload['iat'] : null;
  return {
    subject: asString(payload['sub']) ?? '',
    userId: asString(flat.get('userId')),
    email: asString(flat.get('email')),
    firstName: asString(flat.get('firstName')) ?? asString(flat.get('given_name')),
    lastName: asString(flat.get('lastName')) ?? asString(flat.get('family_name')),
    name: asString(flat.get('name')),
    accountId: asString(flat.get('accountId')),
    accountIds: asStrings(flat.get('accountIds')),
    departmentNumber: asString(flat.get('departmentNumber')),
    department: asString(flat.get('department')),
    employeeId: asString(flat.get('employeeId')),
    allowViewBrandCompanies: asBoolean(byPattern(/^allowView.+Companies$/)),
    allowedBrandAccountIds: asStrings(byPattern(/^allowed.+AccountIds$/)),
    allowedActions: asStrings(flat.get('allowedActions')),
    // Auth0 puts API permissions in `permissions`; a provider without RBAC may only fill `scope`
    permissions: permissions.length > 0 ? permissions : scopes.filter((s) => /^[A-Z]/.test(s)),
    isBrandEmployee: asBoolean(byPattern(/^is.+Employee$/)),
    isImpersonation:
      asBoolean(flat.get('isImpersonation')) ||
      (typeof payload['act'] === 'object' && payload['act'] !== null),
    impersonatorUserId:
      typeof payload['act'] === 'object' && payload['act'] !== null
        ? asString((payload['act'] as Record<string, unknown>)['userId'])
        : null,
    impersonation: impersonationOf(flat.get('impersonation')),
    expiresAt,
    issuedAt,
  };
}

function impersonationOf(value: unknown): TokenClaims['impersonation'] {
  if (typeof value !== 'object' || value === null) return null;
  const { id, endsAt } = value as Record<string, unknown>;
  return typeof id === 'string' && typeof endsAt === 'number' ? { id, endsAt } : null;
}
