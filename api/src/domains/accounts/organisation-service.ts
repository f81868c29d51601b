// Customer (organisation) lookups behind the gateway: /customers/findById/{id}, /customers/findByAccount,
// /customers/list{product}ChildCompanies. Result shape: spec section 3 "Customer search result".
import { and, asc, eq, inArray } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import { addresses, organizations, secondaryOrgRelationships } from '../../db/schema.js';
import { forbidden, notFound } from '../../errors/api-error.js';
import type { Address } from './types.js';
import { requireAccount, requireUser } from '../../access/authorization.js';
import { toAddress } from './profile-service.js';
import { idField, validate } from '../../shared/validation.js';

export interface CustomerSearchResult {
  accountId: string;
  partyId: string;
  accountNumber: string;
  customerName: string;
  paymentTerms: string | null;
  profileClass: string | null;
  /** the primary-site address */
  address: Address | null;
  warrantyType: string | null;
}

type OrgRow = typeof organizations.$inferSelect;

/** Organisations as customers (/customers/… and customer service's customer search), with their primary site. */
export async function customerResults(ctx: RequestContext, orgs: OrgRow[]): Promise<CustomerSearchResult[]> {
  if (orgs.length === 0) return [];
  const sites = await ctx.db
    .select()
    .from(addresses)
    .where(
      and(
        inArray(
          addresses.accountId,
          orgs.map((o) => o.accountId),
        ),
        eq(addresses.isDefault, true),
      ),
    )
    .orderBy(asc(addresses.addressId));
  return orgs.map((org) => {
    const site = sites.find((s) => s.accountId === org.accountId && s.userId === null);
    return {
      accountId: org.accountId,
      partyId: org.partyId,
      accountNumber: org.accountNumber,
      customerName: org.name,
      paymentTerms: org.paymentTerms,
      profileClass: org.profileClass,
      address: site ? toAddress(site) : null,
      warrantyType: org.warrantyType,
    };
  });
}

/** /customers/findById/{id}: an organisation in the caller's scope. */
export async function findCustomerById(
  ctx: RequestContext,
  input: { id: string },
): Promise<CustomerSearchResult> {
  const { id } = validate(yup.object({ id: idField('id').required('id is required.') }), input);
  requireAccount(ctx, id);
  const rows = await ctx.db.select().from(organizations).where(eq(organizations.accountId, id)).limit(1);
  const [result] = await customerResults(ctx, rows);
  if (!result) throw notFound();
  return result;
}

/** /customers/findByAccount {accountNumber}: an organisation in scope, by account number. */
export async function findCustomerByAccount(
  ctx: RequestContext,
  input: { accountNumber: string },
): Promise<CustomerSearchResult> {
  const { accountNumber } = validate(
    yup.object({ accountNumber: idField('accountNumber').required('accountNumber is required.') }),
    input,
  );
  requireUser(ctx);
  const rows = await ctx.db
    .select()
    .from(organizations)
    .where(eq(organizations.accountNumber, accountNumber))
    .limit(1);
  // an account outside the caller's scope is refused exactly like a missing one is not: both deny
  const [row] = rows;
  requireAccount(ctx, row?.accountId ?? null);
  const [result] = await customerResults(ctx, rows);
  if (!result) throw notFound();
  return result;
}

/**
 * /customers/list{product}ChildCompanies {accountId?}: the child companies of a parent organisation (default:
 * the caller's own), limited to those the caller may read.
 */
export async function listChildCompanies(
  ctx: RequestContext,
  input: { accountId?: string | null },
): Promise<CustomerSearchResult[]> {
  const args = validate(yup.object({ accountId: idField('accountId').nullable() }), input);
  const user = requireUser(ctx);
  const parent = args.accountId ?? user.accountId;
  // the companies a caller may switch to are listed even while another one is selected
  const selectable = ctx.caller.scope.selectable;
  if (!parent || !selectable.has(parent)) throw forbidden();
  const children = await ctx.db
    .select({ org: organizations })
    .from(secondaryOrgRelationships)
    .innerJoin(organizations, eq(organizations.accountId, secondaryOrgRelationships.custAccountId))
    .where(eq(secondaryOrgRelationships.parentAccountId, parent))
    .orderBy(asc(organizations.name), asc(organizations.accountNumber));
  return customerResults(
    ctx,
    children.map((c) => c.org).filter((o) => selectable.has(o.accountId)),
  );
}
