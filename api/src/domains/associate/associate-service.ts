// Internal associates choose the customer organisation they view as (spec section 6 "Internal associates"):
// only among their allowed organisations; the choice (active orgs) is stored server-side.
import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { organizations, users } from '../../db/schema.js';
import { forbidden } from '../../errors/api-error.js';
import { requireUser } from '../../access/authorization.js';
import { idField, searchTextField, validate } from '../../shared/validation.js';

interface AssociateOrganization {
  accountId: string;
  accountNumber: string;
  partyId: string;
  name: string;
}

export const ONLY_INTERNAL_ASSOCIATES = 'Only internal associates can choose an organization to view as.';
export const ORGANIZATION_NOT_ALLOWED = 'You are not allowed to view this organization.';

function requireAssociate(ctx: RequestContext) {
  const user = requireUser(ctx);
  if (!user.isInternalAssociate) throw forbidden(ONLY_INTERNAL_ASSOCIATES);
  return user;
}

/** The organisations an associate may pick: their allowed ones (never their own INTERNAL ASSOCIATES account). */
function allowedIds(ctx: RequestContext): string[] {
  const own = ctx.caller.user?.accountId ?? null;
  return [...ctx.caller.scope.selectable].filter((id) => id !== own);
}

const listSchema = yup.object({ query: searchTextField('Search').nullable().optional() }).noUnknown();

export async function associateOrganizations(
  ctx: RequestContext,
  args: { query?: string | null },
): Promise<AssociateOrganization[]> {
  requireAssociate(ctx);
  const { query } = validate(listSchema, args);
  const ids = allowedIds(ctx);
  if (ids.length === 0) return [];
  const text = query?.trim();
  return ctx.db
    .select({
      accountId: organizations.accountId,
      accountNumber: organizations.accountNumber,
      partyId: organizations.partyId,
      name: organizations.name,
    })
    .from(organizations)
    .where(
      and(
        inArray(organizations.accountId, ids),
        text
          ? or(ilike(organizations.name, `%${text}%`), ilike(organizations.accountNumber, `%${text}%`))
          : undefined,
      ),
    )
    .orderBy(asc(organizations.name), asc(organizations.accountNumber))
    .limit(100);
}

const activeSchema = yup
  .object({
    activeOrgIds: yup
      .array(idField('Organization id').required())
      .required('Choose at least one organization.')
      .min(1, 'Choose at least one organization.')
      .max(50, 'Choose at most 50 organizations.'),
  })
  .noUnknown();

export async function setInternalAssociateActiveOrgs(
  ctx: RequestContext,
  args: { activeOrgIds: readonly string[] },
): Promise<AssociateOrganization[]> {
  const user = requireAssociate(ctx);
  const { activeOrgIds } = validate(activeSchema, args);
  const allowed = new Set(allowedIds(ctx));
  const wanted = [...new Set(activeOrgIds)];
  if (wanted.some((id) => !allowed.has(id))) throw forbidden(ORGANIZATION_NOT_ALLOWED);
  await ctx.db.update(users).set({ activeOrgIds: wanted }).where(eq(users.id, user.id));
  ctx.callers.invalidate(user.authId);
  const rows = await ctx.db
    .select({
      accountId: organizations.accountId,
      accountNumber: organizations.accountNumber,
      partyId: organizations.partyId,
      name: organizations.name,
    })
    .from(organizations)
    .where(inArray(organizations.accountId, wanted))
    .orderBy(asc(organizations.name));
  return rows;
}

const organizationSchema = yup
  .object({
    organization: yup
      .object({
        accountId: idField('Account id').required(),
        partyId: idField('Party id').required(),
        accountNumber: idField('Account number').required(),
        name: yup.string().trim().max(200).required(),
      })
      .required(),
  })
  .noUnknown();

/** Confirms the organisation an associate starts with, answering with the stored facts (not the client's). */
export async function applyInternalAssociateInitiallySelectedOrgInfo(
  ctx: RequestContext,
  args: { organization: AssociateOrganization },
): Promise<AssociateOrganization> {
  requireAssociate(ctx);
  const { organization } = validate(organizationSchema, args);
  if (!allowedIds(ctx).includes(organization.accountId)) throw forbidden(ORGANIZATION_NOT_ALLOWED);
  const [row] = await ctx.db
    .select({
      accountId: organizations.accountId,
      accountNumber: organizations.accountNumber,
      partyId: organizations.partyId,
      name: organizations.name,
    })
    .from(organizations)
    .where(eq(organizations.accountId, organization.accountId))
    .limit(1);
  if (!row) throw forbidden(ORGANIZATION_NOT_ALLOWED);
  return row;
}
