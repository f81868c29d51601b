// What an API operation (a gateway handler or a GraphQL root field) declares it needs, and the one place the API
// checks it: a named access rule of spec 6 from @portal/rules, or a marker for operations that need only a caller
// (`signed-in`) or nobody (`public`). Checked at the edge (gateway dispatch, GraphQL resolver wrapper) before any
// service runs; services keep their organisation-scope checks.
import type { CallerUser } from '../auth/caller.js';
import type { RequestContext } from '../auth/request-context.js';
import { forbidden } from '../errors/api-error.js';
import { requireUser } from './authorization.js';
import { allowsPrivileges } from '@portal/rules/access';
import type { AccessRuleName } from '@portal/rules/access';

export const PUBLIC = 'public';
/** any signed-in profile: the named rule 'signed-in', which the API checks as "the caller has a profile" */
export const SIGNED_IN = 'signed-in' satisfies AccessRuleName;

/** A named rule over privileges (the API knows no profile kinds), `signed-in`, or `public`. */
export type OperationRule = AccessRuleName | typeof PUBLIC;

/**
 * A rule chosen by one field of the input (the insight a /telematics/insights call asks for): each value is an
 * operation of its own in the registry.
 */
export interface RuleByField {
  field: string;
  rules: Readonly<Record<string, OperationRule>>;
}

export type DeclaredRule = OperationRule | RuleByField;

export function isRuleByField(rule: DeclaredRule): rule is RuleByField {
  return typeof rule === 'object';
}

/** The rule for a validated input; a value the declaration does not name is refused (deny by default). */
export function ruleForBody(declared: RuleByField, body: unknown): OperationRule {
  const value = (body as Record<string, unknown> | null)?.[declared.field];
  const chosen = typeof value === 'string' ? declared.rules[value] : undefined;
  if (!chosen) throw forbidden();
  return chosen;
}

export function operationRuleName(rule: OperationRule): string {
  return rule;
}

/** Whether the caller passes the rule (guests pass only `public`). */
export function callerPasses(ctx: RequestContext, rule: OperationRule): boolean {
  if (rule === PUBLIC) return true;
  if (!ctx.caller.user) return false;
  if (rule === SIGNED_IN) return true;
  return allowsPrivileges(rule, ctx.caller.privileges);
}

/**
 * Throws the spec's error when the caller may not run the operation: login required for a guest, 'No profile found'
 * for a token without a portal profile, FORBIDDEN ('You do not have access to this resource.') otherwise.
 */
export function enforceOperationRule(ctx: RequestContext, rule: OperationRule): void {
  if (rule === PUBLIC) return;
  requireUser(ctx);
  if (!callerPasses(ctx, rule)) throw forbidden();
}

/** For services: a signed-in caller the named rule admits (the rule itself comes from @portal/rules). */
export function requireRule(ctx: RequestContext, rule: AccessRuleName): CallerUser {
  const user = requireUser(ctx);
  if (!allowsPrivileges(rule, ctx.caller.privileges)) throw forbidden();
  return user;
}

/** For services: whether the caller holds what the named rule asks (a data filter, not a refusal). */
export function callerHolds(ctx: RequestContext, rule: AccessRuleName): boolean {
  return ctx.caller.user !== null && allowsPrivileges(rule, ctx.caller.privileges);
}
