// The authorisation layer below resolvers and gateway handlers: a caller with a profile, and the organisation scope.
// Which named rule an operation needs is checked at the edge (access/operation-rule.ts); nothing is allowed unless a
// rule allows it (deny by default).
import type { CallerUser } from '../auth/caller.js';
import type { RequestContext } from '../auth/request-context.js';
import { forbidden, noProfile, unauthenticated } from '../errors/api-error.js';
import { assertReadable, resolveAccountIds } from './scope.js';

/** A signed-in caller with a portal profile, or 'No profile found' / login required. */
export function requireUser(ctx: RequestContext): CallerUser {
  if (ctx.caller.kind === 'guest') throw unauthenticated();
  if (!ctx.caller.user) throw noProfile();
  return ctx.caller.user;
}

/** The account must be inside the caller's organisation scope. */
export function requireAccount(ctx: RequestContext, accountId: string | null | undefined): void {
  requireUser(ctx);
  assertReadable(ctx.caller.scope, accountId);
}

/** The accounts a list covers: those named (each checked) or the caller's default list scope. */
export function scopedAccountIds(ctx: RequestContext, requested?: readonly string[] | null): string[] {
  requireUser(ctx);
  return resolveAccountIds(ctx.caller.scope, requested);
}

/** The caller's own user id must be the one named (profile operations on "my" profile). */
export function requireSelf(ctx: RequestContext, userId: string | null | undefined): CallerUser {
  const user = requireUser(ctx);
  if (userId && userId !== user.id) throw forbidden();
  return user;
}
