// The one evaluator of access rules (spec 6's one / any / all / not, combined with `and`, and the profile kinds):
// the shell's route guards, its menus, the remotes and the API all decide through `allows` (or `satisfies`, its
// privilege-only form). Types only are imported, so privileges.ts can delegate to it without an import cycle.
import type { Privilege } from '../privileges/privileges';

/**
 * The kinds of user a rule (or an area's guard step) can name, computed by the shell from the session:
 * 'guest' (not signed in), 'signed-in', 'b2b' (a business user: registration type B2B or a validated B2B user),
 * 'non-b2b-user' (a personal user), 'internal' (internal staff: the profile has internal properties), 'punchout'
 * (a procurement system's session), 'viewing-child-company' (a parent-holding user looking at a child company).
 */
export const PROFILE_KINDS = [
  'guest',
  'signed-in',
  'b2b',
  'non-b2b-user',
  'internal',
  'punchout',
  'viewing-child-company',
] as const;
export type ProfileKind = (typeof PROFILE_KINDS)[number];

/** A type guard for a closed list of names (profile kinds here, privileges in privileges.ts). */
export const memberOf =
  <T extends string>(list: readonly T[]) =>
  (value: unknown): value is T =>
    (list as readonly unknown[]).includes(value);

export const isProfileKind = memberOf(PROFILE_KINDS);

/** Spec 6's forms over privileges: one (this privilege), any (at least one), all (every one), not (none of them). */
export type PrivilegeForm =
  | { one: Privilege }
  | { any: readonly Privilege[] }
  | { all: readonly Privilege[] }
  | { not: readonly Privilege[] };

/**
 * A rule as plain data (JSON): spec 6's one (this privilege), any (at least one), all (every one), not (none of
 * them), `and` of rules, the profile kinds (`profile`: the user is of that kind; `notProfile`: is not), `everyone`,
 * and `rule`: another named rule (access-rules.ts), so a page's rule is built from the rules the API enforces.
 */
export type AccessRule =
  | PrivilegeForm
  | { and: readonly AccessRule[] }
  | { profile: ProfileKind }
  | { notProfile: ProfileKind }
  | { everyone: true }
  | { rule: string };

/** Who a rule is asked about: the privileges held (revoked ones already removed) and the kinds of user. */
export interface AccessSubject {
  privileges: readonly string[] | ReadonlySet<string>;
  /** absent: a rule naming a profile kind is not met (the API asks privilege rules only) */
  kinds?: readonly ProfileKind[] | ReadonlySet<ProfileKind>;
}

function holds(collection: readonly string[] | ReadonlySet<string>, item: string): boolean {
  return Array.isArray(collection)
    ? (collection as readonly string[]).includes(item)
    : (collection as ReadonlySet<string>).has(item);
}

/**
 * Whether the subject meets the rule. `resolve` looks a `{ rule: name }` reference up (access-rules.ts passes
 * its table); an unknown name is never met.
 */
export function evaluateAccessRule(
  rule: AccessRule,
  subject: AccessSubject,
  resolve: (name: string) => AccessRule | undefined = () => undefined,
): boolean {
  const has = (p: Privilege) => holds(subject.privileges, p);
  const is = (kind: ProfileKind) => subject.kinds !== undefined && holds(subject.kinds, kind);
  if ('one' in rule) return has(rule.one);
  if ('any' in rule) return rule.any.some(has);
  if ('all' in rule) return rule.all.every(has);
  if ('not' in rule) return !rule.not.some(has);
  if ('and' in rule) return rule.and.every((r) => evaluateAccessRule(r, subject, resolve));
  if ('profile' in rule) return is(rule.profile);
  if ('notProfile' in rule) return subject.kinds !== undefined && !is(rule.notProfile);
  if ('everyone' in rule) return rule.everyone === true;
  const named = resolve(rule.rule);
  return named !== undefined && evaluateAccessRule(named, subject, resolve);
}
