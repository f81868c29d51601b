// My Fleet's saved views (issue 38): each user's own, by name — the list's query, filters, columns, sort and page
// size — listed, saved (a name already used is replaced, in any letter case) and deleted. Another user's view, in
// this organisation or another, reads as not found.
import { and, asc, eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import {
  MY_FLEET_COLUMNS,
  MY_FLEET_MAX_VIEWS,
  MY_FLEET_PAGE_SIZES,
  MY_FLEET_RANGE_FILTERS,
} from '@portal/rules/fleet';
import type { RequestContext } from '../../auth/request-context.js';
import { requireUser } from '../../access/authorization.js';
import { requireRule } from '../../access/operation-rule.js';
import { fleetSavedViews, type FleetViewDefinition } from '../../db/schema.js';
import { badInput, notInFleet } from '../../errors/api-error.js';
import { queryRows } from '../../db/client.js';
import { searchTextField, str, uuidField, validate } from '../../shared/validation.js';
import { FACET_FIELDS, SORT_FIELD_NAMES } from './fleet-service.js';

const FILTER_KEYS: readonly string[] = [...FACET_FIELDS, ...MY_FLEET_RANGE_FILTERS];

const viewSchema = yup
  .object({
    query: searchTextField('view.query').default(''),
    filter: yup
      .mixed<Record<string, string[]>>()
      .default({})
      .test('filter-keys', 'view.filter holds a filter My Fleet does not have.', (value) =>
        Object.keys(value ?? {}).every((key) => FILTER_KEYS.includes(key)),
      )
      .test(
        'filter-values',
        'view.filter values must be lists of at most 100 texts of 200 characters.',
        (value) =>
          Object.values(value ?? {}).every(
            (list) =>
              Array.isArray(list) &&
              list.length <= 100 &&
              list.every((v) => typeof v === 'string' && v.length <= 200),
          ),
      ),
    columns: yup
      .array()
      .of(
        yup
          .string()
          .required()
          .oneOf([...MY_FLEET_COLUMNS], 'view.columns lists a column My Fleet does not have.'),
      )
      .min(1, 'A view shows at least one column.')
      .required('view.columns is required.'),
    sort: yup
      .object({
        field: yup.string().required().oneOf(SORT_FIELD_NAMES, 'view.sort.field is not a sortable field.'),
        direction: yup
          .string()
          .required()
          .oneOf(['ASC', 'DESC'] as const, 'view.sort.direction must be ASC or DESC.'),
      })
      .nullable()
      .default(null),
    pageSize: yup
      .number()
      .typeError('view.pageSize must be a number.')
      .oneOf([...MY_FLEET_PAGE_SIZES], `view.pageSize must be one of ${MY_FLEET_PAGE_SIZES.join(', ')}.`)
      .required('view.pageSize is required.'),
  })
  // no view sent is no view (not an empty one built from the fields' defaults)
  .default(undefined)
  .required('view is required.');

export const saveFleetViewSchema = yup.object({
  name: str('name')
    .trim()
    .required('Enter a name for the view.')
    .max(60, 'A view name may be at most 60 characters.'),
  view: viewSchema,
});
export const fleetViewIdSchema = yup.object({ viewId: uuidField('viewId').required('viewId is required.') });
export const listFleetViewsSchema = yup.object({});

export interface FleetSavedView {
  viewId: string;
  name: string;
  view: FleetViewDefinition;
  updatedAt: string;
}

const VIEW_COLUMNS = {
  viewId: fleetSavedViews.viewId,
  name: fleetSavedViews.name,
  view: fleetSavedViews.view,
  updatedAt: fleetSavedViews.updatedAt,
};

const asView = (row: {
  viewId: string;
  name: string;
  view: FleetViewDefinition;
  updatedAt: Date | string;
}) => ({
  ...row,
  updatedAt: new Date(row.updatedAt).toISOString(),
});

/** /fleet/views: the caller's saved views, by name. */
export async function listFleetViews(ctx: RequestContext): Promise<{ views: FleetSavedView[] }> {
  requireRule(ctx, 'fleet');
  const user = requireUser(ctx);
  const rows = await ctx.db
    .select(VIEW_COLUMNS)
    .from(fleetSavedViews)
    .where(eq(fleetSavedViews.userId, user.id))
    .orderBy(asc(sql`lower(${fleetSavedViews.name})`));
  return { views: rows.map(asView) };
}

/** /fleet/views/save: saves the view under its name (a view of that name is replaced). */
export async function saveFleetView(ctx: RequestContext, body: unknown): Promise<FleetSavedView> {
  requireRule(ctx, 'fleet');
  const user = requireUser(ctx);
  const input = validate(saveFleetViewSchema, body ?? {});
  const view = input.view as FleetViewDefinition;
  return ctx.db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from fleet_saved_views
        where user_id = ${user.id} and lower(name) <> lower(${input.name})`,
    );
    if (n >= MY_FLEET_MAX_VIEWS)
      throw badInput(`You can keep at most ${MY_FLEET_MAX_VIEWS} saved views. Delete one first.`);
    const [row] = await queryRows<{
      view_id: string;
      name: string;
      view: FleetViewDefinition;
      updated_at: string;
    }>(
      tx,
      sql`insert into fleet_saved_views (user_id, name, view) values (${user.id}, ${input.name}, ${JSON.stringify(view)}::jsonb)
        on conflict (user_id, lower(name)) do update set name = excluded.name, view = excluded.view, updated_at = now()
        returning view_id, name, view, updated_at`,
    );
    return asView({ viewId: row!.view_id, name: row!.name, view: row!.view, updatedAt: row!.updated_at });
  });
}

/** /fleet/views/delete: the caller's own view only; any other id is not found. */
export async function deleteFleetView(ctx: RequestContext, body: unknown): Promise<{ deleted: true }> {
  requireRule(ctx, 'fleet');
  const user = requireUser(ctx);
  const { viewId } = validate(fleetViewIdSchema, body ?? {});
  const deleted = await ctx.db
    .delete(fleetSavedViews)
    .where(and(eq(fleetSavedViews.viewId, viewId), eq(fleetSavedViews.userId, user.id)))
    .returning({ viewId: fleetSavedViews.viewId });
  if (deleted.length === 0) throw notInFleet('The saved view');
  return { deleted: true };
}
