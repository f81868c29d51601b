// The dashboard home (/dashboard/summary): one call answering only the widgets the caller's privileges allow —
// fleet size and units with warnings, open service requests, open notices on the customer's units, warranty claims
// in progress, recent orders and invoices due — over the organisations the caller is viewing.
import { and, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import * as yup from 'yup';
import type { RequestContext } from '../../auth/request-context.js';
import {
  fleetUnits,
  invoices,
  noticeUnits,
  orders,
  serviceRequests,
  warrantyClaims,
} from '../../db/schema.js';
import type { AccessRuleName } from '@portal/rules/access';
import { callerHolds, requireRule } from '../../access/operation-rule.js';
import { scopedAccountIds } from '../../access/authorization.js';
import { unitInAccounts } from '../fleet/index.js';
import { OPEN_SR_STATUSES } from '../service-requests/index.js';
import { accountIdListField, validate } from '../../shared/validation.js';
import { IN_PROGRESS_STATUSES } from '../warranty/index.js';
import { maySeePrices } from '../../access/price-visibility.js';
import { ORDER_SUMMARY_COLUMNS } from '../orders/index.js';

export const dashboardSummarySchema = yup.object({ accountIds: accountIdListField('accountIds') });

const count = sql<number>`count(*)::int`;

export async function dashboardSummary(ctx: RequestContext, body: unknown) {
  requireRule(ctx, 'dashboard');
  const request = validate(dashboardSummarySchema, body ?? {});
  const accountIds = scopedAccountIds(ctx, request.accountIds);
  const ids = accountIds.length > 0 ? accountIds : [''];
  const db = ctx.db;
  // each tile shows what its page's named rule allows
  const can = (rule: AccessRuleName) => callerHolds(ctx, rule);
  const today = ctx.now().toISOString().slice(0, 10);

  const [fleet, requests, notices, warranty, recentOrders, invoicesDue] = await Promise.all([
    can('fleet')
      ? db
          .select({
            unitCount: count,
            unitsWithWarnings: sql<number>`count(*) filter (where ${isNotNull(fleetUnits.warning)})::int`,
          })
          .from(fleetUnits)
          .where(unitInAccounts(ids))
          .then(([r]) => ({ unitCount: r?.unitCount ?? 0, unitsWithWarnings: r?.unitsWithWarnings ?? 0 }))
      : null,
    can('service.view')
      ? Promise.all([
          db
            .select({ n: count })
            .from(serviceRequests)
            .where(
              and(
                inArray(serviceRequests.accountId, ids),
                inArray(serviceRequests.status, [...OPEN_SR_STATUSES]),
              ),
            ),
          db
            .select({
              srId: serviceRequests.srId,
              srNumber: serviceRequests.srNumber,
              status: serviceRequests.status,
              summary: serviceRequests.summary,
              instanceId: serviceRequests.instanceId,
              openedAt: serviceRequests.openedAt,
            })
            .from(serviceRequests)
            .where(
              and(
                inArray(serviceRequests.accountId, ids),
                inArray(serviceRequests.status, [...OPEN_SR_STATUSES]),
              ),
            )
            .orderBy(desc(serviceRequests.openedAt))
            .limit(5),
        ]).then(([[n], recent]) => ({
          openCount: n?.n ?? 0,
          recent: recent.map((r) => ({ ...r, openedAt: r.openedAt.toISOString() })),
        }))
      : null,
    can('apns.view')
      ? db
          .select({
            openNoticeCount: sql<number>`count(distinct ${noticeUnits.apnId})::int`,
            openUnitCount: sql<number>`count(distinct ${noticeUnits.instanceId})::int`,
          })
          .from(noticeUnits)
          .where(and(inArray(noticeUnits.accountId, ids), eq(noticeUnits.status, 'OPEN')))
          .then(([r]) => ({ openNoticeCount: r?.openNoticeCount ?? 0, openUnitCount: r?.openUnitCount ?? 0 }))
      : null,
    can('warranty.view')
      ? db
          .select({ n: count })
          .from(warrantyClaims)
          .where(
            and(
              inArray(warrantyClaims.accountId, ids),
              inArray(warrantyClaims.status, [...IN_PROGRESS_STATUSES]),
            ),
          )
          .then(([r]) => ({ inProgressCount: r?.n ?? 0 }))
      : null,
    can('orders.view')
      ? db
          .select(ORDER_SUMMARY_COLUMNS)
          .from(orders)
          .where(inArray(orders.accountId, ids))
          .orderBy(desc(orders.orderedAt))
          .limit(5)
          .then(async (rows) => {
            // an order's total is a price: withheld from a caller who may not see prices
            const pricesShown = await maySeePrices(ctx);
            return {
              recent: rows.map((o) => ({
                ...o,
                total: pricesShown ? o.total : null,
                priceWithheld: !pricesShown,
                orderedAt: o.orderedAt.toISOString(),
              })),
            };
          })
      : null,
    can('invoices.view')
      ? db
          .select({
            currency: invoices.currency,
            dueCount: count,
            pastDueCount: sql<number>`count(*) filter (where ${invoices.dueDate} < ${today})::int`,
            balanceDue: sql<number>`sum(${invoices.balanceDue})::float8`,
          })
          .from(invoices)
          .where(
            and(
              inArray(invoices.accountId, ids),
              sql`${invoices.balanceDue} > 0`,
              inArray(invoices.status, ['OPEN', 'PAST_DUE']),
              // the default-invoices privilege alone shows DEFAULT invoices only
              ...(can('invoices.view-all') ? [] : [eq(invoices.invoiceCategory, 'DEFAULT')]),
            ),
          )
          .groupBy(invoices.currency)
          .orderBy(invoices.currency)
          .then((rows) => ({
            dueCount: rows.reduce((a, r) => a + r.dueCount, 0),
            pastDueCount: rows.reduce((a, r) => a + r.pastDueCount, 0),
            balanceDue: rows.map((r) => ({ currency: r.currency, amount: r.balanceDue })),
          }))
      : null,
  ]);

  return {
    accountIds,
    widgets: {
      ...(fleet ? { fleet } : {}),
      ...(requests ? { serviceRequests: requests } : {}),
      ...(notices ? { notices } : {}),
      ...(warranty ? { warranty } : {}),
      ...(recentOrders ? { orders: recentOrders } : {}),
      ...(invoicesDue ? { invoices: invoicesDue } : {}),
    },
  };
}
