// setupImpersonationUser (spec section 6): customer-service staff get a one-time password to sign in as a user.
// The identity provider records who acted as whom; an impersonated session cannot do customer-service work.
import * as yup from 'yup';
import type { RequestContext } from '../auth/request-context.js';
import { badInput, forbidden, notFound } from '../errors/api-error.js';
import { createImpersonationCredentials, ImpersonationError } from '../identity/index.js';
import { requirePrivileges } from './authorization.js';
import { uuidField, validate } from './validation.js';

export const IMPERSONATION_NOT_ALLOWED = 'An impersonated session cannot impersonate another user.';

const schema = yup.object({ userId: uuidField('User id').required() }).noUnknown();

export async function setupImpersonationUser(
  ctx: RequestContext,
  args: { userId: string },
): Promise<{ email: string; oneTimePassword: string }> {
  if (ctx.caller.claims?.isImpersonation) throw forbidden(IMPERSONATION_NOT_ALLOWED);
  const csr = requirePrivileges(ctx, { all: ['CSR', 'CSR_User_Management'] });
  const { userId } = validate(schema, args);
  try {
    const credentials = await createImpersonationCredentials(ctx.db, {
      csrUserId: csr.id,
      targetUserId: userId,
    });
    ctx.log.info({ csr: csr.id, target: userId }, 'impersonation credentials issued');
    return { email: credentials.email, oneTimePassword: credentials.oneTimePassword };
  } catch (error) {
    if (error instanceof ImpersonationError) {
      if (/does not exist/.test(error.message)) throw notFound(error.message);
      throw badInput(error.message);
    }
    throw error;
  }
}
