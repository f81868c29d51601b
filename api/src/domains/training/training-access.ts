// Who may use the training store (spec sections 4 and 6). Guests browse it through the open endpoint. Signed-in
// users browse it too, except punchout users, who are denied the training store altogether (spec 6). Buying and
// enrolling need a full account: a Demo_Only_Training_Store user keeps the training cart in the browser (spec 4)
// and is refused server training carts, course orders and enrolments — the demo never places real orders.
import { eq } from 'drizzle-orm';
import type { CallerUser } from '../../auth/caller.js';
import type { RequestContext } from '../../auth/request-context.js';
import { users } from '../../db/schema.js';
import { forbidden } from '../../errors/api-error.js';
import { callerHolds } from '../../access/operation-rule.js';
import { requireUser } from '../../access/authorization.js';

const TRAINING_MESSAGES = {
  punchout: 'Punchout users cannot use the training store.',
  demo: 'Training orders are not available to demonstration accounts. Your training cart is kept on this device.',
} as const;

interface TrainingUser {
  user: CallerUser;
  email: string;
  firstName: string;
  locale: string;
  isPunchout: boolean;
  isDemo: boolean;
  /** tax-exempt customers pay no sales tax (as at the supply checkout) */
  taxExempt: boolean;
}

async function load(ctx: RequestContext): Promise<TrainingUser> {
  const user = requireUser(ctx);
  const [row] = await ctx.db
    .select({
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      isPunchout: users.isPunchout,
      taxExempt: users.taxExempt,
    })
    .from(users)
    .where(eq(users.id, user.id))
    .limit(1);
  if (!row) throw forbidden();
  return { user, ...row, isDemo: callerHolds(ctx, 'training.demo') };
}

/** A signed-in user who may browse the training store (not a punchout user). */
export async function requireTrainingStore(ctx: RequestContext): Promise<TrainingUser> {
  const learner = await load(ctx);
  if (learner.isPunchout) throw forbidden(TRAINING_MESSAGES.punchout);
  return learner;
}

/** A signed-in user who may buy courses or enrol (neither punchout nor a demonstration account). */
export async function requireTrainingBuyer(ctx: RequestContext): Promise<TrainingUser> {
  const learner = await requireTrainingStore(ctx);
  if (learner.isDemo) throw forbidden(TRAINING_MESSAGES.demo);
  return learner;
}

/** Whether the signed-in caller may hold a server training-store cart (cart-service asks this). */
export async function trainingCartRefusal(ctx: RequestContext): Promise<string | null> {
  const learner = await load(ctx);
  if (learner.isPunchout) return TRAINING_MESSAGES.punchout;
  if (learner.isDemo) return TRAINING_MESSAGES.demo;
  return null;
}
