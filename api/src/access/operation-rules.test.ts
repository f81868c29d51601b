// Generated from the API's operation registry and the seed (issue 34): every operation that names an access rule,
// called through the real HTTP edge by a user holding each seeded role; the API refuses (FORBIDDEN, "You do not
// have access to this resource.") exactly when @portal/rules' evaluation of the rule says no. Runs on PGlite, and
// on PostgreSQL with TEST_DATABASE_URL.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildSchema,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
} from 'graphql';
import type { GraphQLField, GraphQLInputType, GraphQLObjectType } from 'graphql';
import { allowsPrivileges } from '@portal/rules/access';
import type { AccessRuleName } from '@portal/rules/access';
import { privilegeDisplayName, PRIVILEGES } from '@portal/rules/privileges';
import { privileges, rolePrivileges, roles, userRoles, users } from '../db/schema.js';
import { ACCESS_DENIED } from '../errors/messages.js';
import { createHarness, ORG } from '../http/test-harness.js';
import type { Harness, TestUser } from '../http/test-harness.js';
import { REPORT_DEVELOPER_ROLE, SEED_ROLES } from '../seed/users.js';
import { apiOperations, type ApiOperation } from './operation-registry.js';
import { PUBLIC, SIGNED_IN } from './operation-rule.js';

const schema = buildSchema(
  fs.readFileSync(
    path.join(path.dirname(fileURLToPath(import.meta.url)), '../graphql/generated/schema.graphql'),
    'utf8',
  ),
);

/** every role the seed makes */
const SEEDED_ROLES = [...SEED_ROLES, REPORT_DEVELOPER_ROLE];

const ruled = apiOperations().filter((o) => o.rule !== PUBLIC && o.rule !== SIGNED_IN);

/** A value of the input type good enough to reach the resolver (the rule is checked before the service reads it). */
function sampleValue(type: GraphQLInputType, name: string): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType, name);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0]?.value;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields()))
      if (isNonNullType(field.type)) value[field.name] = sampleValue(field.type, field.name);
    return value;
  }
  const scalar = getNamedType(type).name;
  if (scalar === 'Int' || scalar === 'Float') return 1;
  if (scalar === 'Boolean') return false;
  if (scalar === 'DateTime') return '2026-01-01T00:00:00.000Z';
  return /accountId$/i.test(name) ? ORG.alpha : 'sample';
}

/** `mutation($a: T!) { field(a: $a) { __typename } }` with values for the required arguments. */
function graphqlCall(operation: ApiOperation): { query: string; variables: Record<string, unknown> } {
  const kind = operation.transport === 'graphql mutation' ? 'mutation' : 'query';
  const root = (kind === 'mutation' ? schema.getMutationType() : schema.getQueryType()) as GraphQLObjectType;
  const field = root.getFields()[operation.name] as GraphQLField<unknown, unknown>;
  const required = field.args.filter((a) => isNonNullType(a.type));
  const variables = Object.fromEntries(required.map((a) => [a.name, sampleValue(a.type, a.name)]));
  const declared = required.map((a) => `$${a.name}: ${a.type.toString()}`).join(', ');
  const passed = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const head = declared ? `${kind}(${declared})` : kind;
  return { query: `${head} { ${field.name}${passed ? `(${passed})` : ''}${selection} }`, variables };
}

/** 'FORBIDDEN' when the API refused the caller for the rule, else what it answered instead. */
async function decision(h: Harness, user: TestUser, operation: ApiOperation): Promise<string> {
  if (operation.transport === 'integration') {
    const res = await h.integration(user, {
      endpoint: operation.name.replace(/\{\w+\}/g, 'sample'),
      body: operation.when ? { [operation.when.field]: operation.when.value } : {},
    });
    const body = res.json() as { exceptionMessages?: string[] };
    return res.statusCode === 403 && body.exceptionMessages?.[0] === ACCESS_DENIED
      ? 'FORBIDDEN'
      : `HTTP ${res.statusCode} ${body.exceptionMessages?.[0] ?? ''}`;
  }
  const { query, variables } = graphqlCall(operation);
  const res = await h.graphql(user, query, variables);
  const errors = (res.json() as { errors?: { message: string; extensions?: { code?: string } }[] }).errors;
  const first = errors?.[0];
  if (first?.extensions?.code === 'FORBIDDEN' && first.message === ACCESS_DENIED) return 'FORBIDDEN';
  return first ? `${first.extensions?.code ?? ''} ${first.message}` : 'OK';
}

describe('every API operation that names a rule, for every seeded role: the API decides as the rule does', () => {
  let h: Harness;
  const callers = new Map<string, TestUser>();

  beforeAll(async () => {
    h = await createHarness();
    await h.db
      .insert(privileges)
      .values(PRIVILEGES.map((name) => ({ name, displayName: privilegeDisplayName(name) })))
      .onConflictDoNothing();
    // one user per seeded role, holding that role (as the identity provider would put it in the token)
    for (const [i, role] of SEEDED_ROLES.entries()) {
      const [row] = await h.db
        .insert(roles)
        .values({
          name: `${role.name} (rules test)`,
          scope: 'GLOBAL',
          description: role.description,
        })
        .returning({ id: roles.id });
      await h.db
        .insert(rolePrivileges)
        .values(role.privileges.map((p) => ({ roleId: row!.id, privilegeName: p })));
      const user: TestUser = {
        id: `00000000-0000-4000-9000-${String(i + 1).padStart(12, '0')}`,
        authId: `test|role-${i}`,
        email: `role-${i}@alpha.example`,
        accountId: ORG.alpha,
        partyId: `P-ROLE-${i}`,
        permissions: [...role.privileges],
      };
      await h.db.insert(users).values({
        id: user.id,
        authId: user.authId,
        email: user.email,
        firstName: 'Role',
        lastName: role.name,
        status: 'REGISTERED',
        registrationType: 'B2B',
        isValidatedB2BUser: true,
        accountId: user.accountId,
        partyId: user.partyId,
      });
      await h.db.insert(userRoles).values({ userId: user.id, roleId: row!.id });
      callers.set(role.name, user);
    }
    // a migrated PGlite and the roles' users take a while on a loaded machine
  }, 180_000);
  afterAll(async () => {
    await h.close();
  });

  it('the registry names a rule for the operations the issue names', () => {
    const ruleOf = (transport: string, name: string, value?: string) =>
      ruled.find((o) => o.transport === transport && o.name === name && o.when?.value === value)?.ruleName;
    expect(ruleOf('integration', '/invoices/search/')).toBe('invoices.view');
    expect(ruleOf('integration', '/telematics/insights', 'safety')).toBe('insights.safety');
    expect(ruleOf('integration', '/telematics/insights', 'jemsHistory')).toBe('insights.jems-history');
    expect(ruleOf('graphql mutation', 'putBanners')).toBe('csr.users');
    expect(ruleOf('graphql mutation', 'createBanner')).toBe('csr.users');
    expect(ruleOf('graphql mutation', 'reindex')).toBe('csr.product-owner');
    expect(ruleOf('graphql mutation', 'manualIndex')).toBe('csr.product-owner');
    expect(ruled.length).toBeGreaterThan(80);
  });

  for (const role of SEEDED_ROLES) {
    it(`${role.name}: refused exactly the operations its privileges do not meet`, async () => {
      const user = callers.get(role.name)!;
      const mismatches: string[] = [];
      for (const operation of ruled) {
        const allowed = allowsPrivileges(operation.rule as AccessRuleName, role.privileges);
        const answer = await decision(h, user, operation);
        if (allowed === (answer === 'FORBIDDEN')) {
          const label = `${operation.transport} ${operation.name}${operation.when ? ` (${operation.when.value})` : ''}`;
          mismatches.push(
            `${label} [${operation.ruleName}]: rule ${allowed ? 'allows' : 'refuses'}, API ${answer}`,
          );
        }
      }
      expect(mismatches).toEqual([]);
      // about 110 calls through the HTTP edge
    }, 180_000);
  }
});
