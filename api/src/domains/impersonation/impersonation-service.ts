// setupImpersonationUser (spec section 6): customer-service staff get a one-time password to sign in as a user.
// The identity provider records who acted as whom; an impersonated session cannot do customer-service work.
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { badInput, forbidden, notFound } from '../../errors/api-error.js';
import {
  checkImpersonationTarget,
  createImpersonationCredentials,
  endImpersonationSession,
  ImpersonationError,
} from '../../identity/impersonation.js';
import type { ImpersonationEndReason, ImpersonationRefusalReason } from '../../identity/impersonation.js';
import { requireRule } from '../../access/operation-rule.js';
import { uuidField, validate } from '../../shared/validation.js';

const IMPERSONATION_NOT_ALLOWED = 'An impersonated session cannot impersonate another user.';

const schema = yup.object({ userId: uuidField('User id').required() }).noUnknown();

export async function setupImpersonationUser(
  ctx: RequestContext,
  args: { userId: string },
): Promise<{ email: string; oneTimePassword: string }> {
  if (ctx.caller.claims?.isImpersonation) throw forbidden(IMPERSONATION_NOT_ALLOWED);
  const csr = requireRule(ctx, 'csr.users');
  const { userId } = validate(schema, args);
  try {
    const credentials = await createImpersonationCredentials(ctx.db, {
      csrUserId: csr.id,
      targetUserId: userId,
    });
    ctx.log.info({ csr: csr.id, target: userId }, 'impersonation credentials issued');
    return { email: credentials.email, oneTimePassword: credentials.oneTimePassword };
  } catch (error) {
    if (error instanceof ImpersonationError) throw refusalError(error);
    throw error;
  }
}

/** The API error of a refusal: unknown → NOT_FOUND, the customer rule → FORBIDDEN, the rest → BAD_INPUT. */
function refusalError(refusal: ImpersonationError) {
  if (refusal.reason === 'UNKNOWN_USER') return notFound(refusal.message);
  if (CUSTOMER_RULE.includes(refusal.reason)) return forbidden(refusal.message);
  return badInput(refusal.message);
}

const CUSTOMER_RULE: readonly ImpersonationRefusalReason[] = [
  'STAFF_ORGANIZATION',
  'INTERNAL_ASSOCIATE',
  'STAFF_PRIVILEGES',
];

export interface ImpersonationCheck {
  allowed: boolean;
  /** why not, in the words the refusal would use; null when allowed */
  reason: string | null;
}

/**
 * Whether the caller may impersonate the user: the very rule setupImpersonationUser applies, so the
 * customer-service user page offers "Impersonate" only where it would work.
 */
export async function impersonationAllowed(
  ctx: RequestContext,
  args: { userId: string },
): Promise<ImpersonationCheck> {
  if (ctx.caller.claims?.isImpersonation) return { allowed: false, reason: IMPERSONATION_NOT_ALLOWED };
  const csr = requireRule(ctx, 'csr.users');
  const { userId } = validate(schema, args);
  const refusal = await checkImpersonationTarget(ctx.db, csr.id, userId);
  if (refusal?.reason === 'UNKNOWN_USER') throw notFound(refusal.message);
  return { allowed: refusal === null, reason: refusal?.message ?? null };
}

const endSchema = yup
  .object({
    impersonationId: yup.string().trim().required('Impersonation id is required').max(200),
    reason: yup
      .mixed<ImpersonationEndReason>()
      .oneOf(['AGENT', 'TIME_LIMIT'], 'Reason must be AGENT or TIME_LIMIT')
      .required(),
  })
  .noUnknown();

/**
 * The agent ends an impersonated session they started, from their own session (issue 35, ADR 0025): the end is
 * audited and the session's grant revoked. Another agent's session, or one ended already, answers false.
 */
export async function endImpersonation(
  ctx: RequestContext,
  args: { impersonationId: string; reason: ImpersonationEndReason },
): Promise<boolean> {
  if (ctx.caller.claims?.isImpersonation) throw forbidden(IMPERSONATION_NOT_ALLOWED);
  const agent = requireRule(ctx, 'csr.users');
  const { impersonationId, reason } = validate(endSchema, args);
  const ended = await endImpersonationSession(ctx.db, {
    agentUserId: agent.id,
    impersonationId,
    reason,
  });
  if (ended) ctx.log.info({ agent: agent.id, impersonationId, reason }, 'impersonation ended');
  return ended;
}
