// Feature flags (issue 22, ADR 0015): evaluation for the OFREP endpoints and the product owners' editing.
// A flag has a value per flag group (the profile's launchDarklyGroup, spec 6) and a default for every other
// group. The group of a signed-in caller comes from their stored profile, never from the request: the client's
// evaluation context names it only for OFREP services that cannot read the portal's tokens.
import { asc, eq, isNotNull, sql } from 'drizzle-orm';
import * as yup from 'yup';
import { DEFAULT_FLAG_GROUP, flagGroupOf } from '@portal/rules';
import type { RequestContext } from '../../auth/request-context.js';
import { featureFlags, users } from '../../db/schema.js';
import type { FlagValue } from '../../db/schema.js';
import { badInput, notFound } from '../../errors/api-error.js';
import type { FeatureFlag } from './types.js';
import { recordAudit } from '../../audit/audit-log.js';
import { requireCsr } from '../customer-service/index.js';
import { str, validate } from '../../shared/validation.js';

type FlagRow = typeof featureFlags.$inferSelect;

/** OFREP's evaluation result (success) for one flag. */
export interface FlagEvaluation {
  key: string;
  value: FlagValue;
  /** TARGETING_MATCH: the caller's group has its own value; DEFAULT: the flag's default */
  reason: 'TARGETING_MATCH' | 'DEFAULT';
  /** the group whose value was served, or 'default' */
  variant: string;
  metadata: { flagGroup: string };
}

export function evaluateFlag(
  flag: Pick<FlagRow, 'key' | 'defaultValue' | 'groupValues'>,
  group: string,
): FlagEvaluation {
  const own = Object.prototype.hasOwnProperty.call(flag.groupValues, group);
  return {
    key: flag.key,
    value: own ? (flag.groupValues[group] as FlagValue) : flag.defaultValue,
    reason: own ? 'TARGETING_MATCH' : 'DEFAULT',
    variant: own ? group : 'default',
    metadata: { flagGroup: group },
  };
}

/** The flag group the caller evaluates under: the stored profile's group; guests get 'Connect_Default_User'. */
async function callerFlagGroup(ctx: RequestContext): Promise<string> {
  const user = ctx.caller.user;
  if (!user) return DEFAULT_FLAG_GROUP;
  const [row] = await ctx.db
    .select({ launchDarklyGroup: users.launchDarklyGroup })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  return flagGroupOf(row ?? null);
}

/** Every flag evaluated for the caller (OFREP bulk evaluation): one statement, the caller's group read with it. */
export async function evaluateAllFlags(ctx: RequestContext): Promise<FlagEvaluation[]> {
  const userId = ctx.caller.user?.id ?? null;
  const rows = await ctx.db
    .select({
      key: featureFlags.key,
      defaultValue: featureFlags.defaultValue,
      groupValues: featureFlags.groupValues,
      storedGroup: userId
        ? sql<string | null>`(select ${users.launchDarklyGroup} from ${users} where ${users.id} = ${userId})`
        : sql<string | null>`null`,
    })
    .from(featureFlags)
    .orderBy(asc(featureFlags.key));
  const group = userId
    ? flagGroupOf({ launchDarklyGroup: rows[0]?.storedGroup ?? null })
    : DEFAULT_FLAG_GROUP;
  return rows.map((row) => evaluateFlag(row, group));
}

/** One flag evaluated for the caller, or null when no flag has that key. */
export async function evaluateOneFlag(ctx: RequestContext, key: string): Promise<FlagEvaluation | null> {
  const [group, [row]] = await Promise.all([
    callerFlagGroup(ctx),
    ctx.db.select().from(featureFlags).where(eq(featureFlags.key, key)).limit(1),
  ]);
  return row ? evaluateFlag(row, group) : null;
}

// ---- product owners: list flags, set a flag's value for one group -----------------------------------------

const toFeatureFlag = (row: FlagRow): FeatureFlag => ({
  key: row.key,
  description: row.description,
  type: row.type,
  defaultValue: JSON.stringify(row.defaultValue),
  groupValues: Object.entries(row.groupValues)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([group, value]) => ({ group, value: JSON.stringify(value) })),
  updatedAt: row.updatedAt.toISOString(),
});

/** The groups a product owner can target: the default group and every group a profile or a flag names. */
async function knownGroups(ctx: RequestContext, rows: readonly FlagRow[]): Promise<string[]> {
  const profileGroups = await ctx.db
    .selectDistinct({ group: users.launchDarklyGroup })
    .from(users)
    .where(isNotNull(users.launchDarklyGroup));
  const groups = new Set<string>([DEFAULT_FLAG_GROUP]);
  for (const { group } of profileGroups) if (group?.trim()) groups.add(group.trim());
  for (const row of rows) for (const group of Object.keys(row.groupValues)) groups.add(group);
  return [...groups].sort((a, b) => a.localeCompare(b));
}

/** featureFlags: every flag with its values per group, and the groups known (CSR + product owner). */
export async function listFeatureFlags(
  ctx: RequestContext,
): Promise<{ flags: FeatureFlag[]; groups: string[] }> {
  requireCsr(ctx, 'productOwner');
  const rows = await ctx.db.select().from(featureFlags).orderBy(asc(featureFlags.key));
  return { flags: rows.map(toFeatureFlag), groups: await knownGroups(ctx, rows) };
}

export const FLAG_KEY_PATTERN = /^[a-z0-9][a-z0-9._-]*$/;
const FLAG_GROUP_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]*$/;

const setValueSchema = yup.object({
  key: str('Flag key')
    .trim()
    .required('Flag key is required.')
    .max(100, 'Flag key must be at most 100 characters.')
    .matches(FLAG_KEY_PATTERN, 'Flag key is not a valid flag key.'),
  group: str('Flag group')
    .trim()
    .required('Flag group is required.')
    .max(100, 'Flag group must be at most 100 characters.')
    .matches(FLAG_GROUP_PATTERN, 'Flag group may hold letters, digits, dot, dash and underscore only.'),
  // null: the group follows the flag's default again
  value: str('Value')
    .max(1000, 'Value must be at most 1000 characters.')
    .nullable()
    .defined('Value is required.'),
});

/** Reads a value typed as text ('true', '12', 'beta') as the flag's type; null when it does not fit. */
export function parseFlagValue(type: string, text: string): FlagValue | null {
  switch (type) {
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : null;
    case 'number': {
      const value = Number(text);
      return text.trim() !== '' && Number.isFinite(value) ? value : null;
    }
    case 'string':
      return text;
    default:
      return null;
  }
}

/**
 * setFeatureFlagValue(key, group, value): the value the group evaluates to (null: back to the default). Open pages
 * see it on their next evaluation (OFREP has no cache on the server). Audited with the values before and after.
 */
export async function setFeatureFlagValue(
  ctx: RequestContext,
  input: { key: string; group: string; value?: string | null },
): Promise<FeatureFlag> {
  requireCsr(ctx, 'productOwner');
  const { key, group, value } = validate(setValueSchema, input);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(featureFlags)
      .where(eq(featureFlags.key, key))
      .limit(1)
      .for('update');
    if (!row) throw notFound(`There is no feature flag '${key}'.`);
    let parsed: FlagValue | null = null;
    if (value !== null) {
      parsed = parseFlagValue(row.type, value);
      if (parsed === null)
        throw badInput(`Value must be a ${row.type}${row.type === 'boolean' ? ' (true or false)' : ''}.`);
    }
    const groupValues = { ...row.groupValues };
    if (parsed === null) delete groupValues[group];
    else groupValues[group] = parsed;
    const [updated] = await tx
      .update(featureFlags)
      .set({ groupValues, updatedAt: ctx.now() })
      .where(eq(featureFlags.key, key))
      .returning();
    await recordAudit(ctx, tx, {
      action: 'SET_FEATURE_FLAG_VALUE',
      before: { group, value: row.groupValues[group] ?? null },
      after: { group, value: parsed },
      details: { flagKey: key },
    });
    return toFeatureFlag(updated!);
  });
}
