// Deterministic seed of a complete world. `npm start` seeds an empty database; tests use scale 'test'.
import { eq, getTableName, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import * as schema from '../db/schema.js';
import { rebuildSearchData } from '../search/maintenance.js';
import { bulkInsert } from './bulk-insert.js';
import {
  buildBrands,
  buildCategoryTree,
  generateCourses,
  generateParts,
  generateRelations,
  type GeneratedPart,
} from './catalog.js';
import { SEED_USERS, seedPasswordHash } from './users.js';
import { buildWorld, type SamplePart } from './world.js';
import { seedUnitMaintenance } from './unit-maintenance.js';
import { seedEquipmentExtras } from './equipment.js';
import { seedFleetViews } from './fleet-views.js';
import { refreshUnitPlans } from '../domains/fleet/index.js';
import { isOrderable } from '../domains/catalogue/catalogue-service.js';
import { SEED_FEATURE_FLAGS } from './feature-flags.js';
import { courseSessionsFor } from './course-sessions.js';
import { seedNoOrganizationUser } from './no-organization-user.js';
import { seedReportDeveloperUser } from './report-developer-user.js';
import { seedPayablesClerk } from './payables-clerk-user.js';
import { seedCustomerServiceHistory } from './customer-service-history.js';
import { seedApnBacklog } from './apn-backlog.js';
import { seedAgingInvoices } from './aging-invoices.js';
import { seedInvoiceScale } from './invoice-scale.js';

export { DEV_PASSWORD, SEED_USERS, SEED_ORGS, SEED_ROLES, HOLDING_KEY } from './users.js';
export type { SeedUser, SeedOrg, SeedRole } from './users.js';
export { normalizePartNumber, partNumberFor } from './catalog.js';

/**
 * History (orders, service, claims, telematics…) is dated back from the start of the seed's run day (UTC), so the
 * portal looks current whenever it is seeded and one day's seeds are alike (issue 38); banners and tokens use "now".
 */
export function seedBaseDate(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export interface SeedOptions {
  /** number of parts (default: 20,000 for 'full', 500 for 'test') */
  parts?: number;
  scale?: 'full' | 'test';
  /** number of fleet units (default: 600 for 'full', 60 for 'test') */
  fleetUnits?: number;
  /** at least this many invoices: the world's, topped up with generated ones of the Keystone administrator's
   * organisation (invoice-scale.ts; the invoice bench runs at 200,000) */
  invoices?: number;
  /** the real current time (banners, activation tokens); default new Date() */
  now?: Date;
  onProgress?: (message: string) => void;
}

export interface SeedResult {
  skipped: boolean;
  parts: number;
  ms: number;
  counts: Record<string, number>;
}

const SEED_SETTING_KEY = 'seed';

/** True once a seed has completed in this database. */
export async function isSeeded(db: Executor): Promise<boolean> {
  const rows = await db
    .select()
    .from(schema.appSettings)
    .where(eq(schema.appSettings.key, SEED_SETTING_KEY))
    .limit(1);
  return rows.length > 0;
}

/** Empties every table of the schema (keeps the schema and the migration history). */
export async function resetDatabase(db: Executor): Promise<void> {
  const names = Object.values(schema)
    .filter(
      (v): v is typeof schema.users =>
        typeof v === 'object' && v !== null && Symbol.for('drizzle:IsDrizzleTable') in v,
    )
    .map((t) => `"${getTableName(t)}"`);
  await db.execute(sql.raw(`truncate ${names.join(', ')} restart identity cascade`));
}

export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedResult> {
  const started = Date.now();
  const scale = options.scale ?? 'full';
  const partCount = options.parts ?? (scale === 'full' ? 20_000 : 500);
  const fleetUnits = options.fleetUnits ?? (scale === 'full' ? 600 : 60);
  const now = options.now ?? new Date();
  const baseDate = seedBaseDate(now);
  const log = options.onProgress ?? (() => undefined);
  if (await isSeeded(db)) return { skipped: true, parts: 0, ms: Date.now() - started, counts: {} };

  const passwordHashes = new Map<string, string>();
  await Promise.all(
    SEED_USERS.map(async (u) => {
      passwordHashes.set(u.key, await seedPasswordHash(u.key));
    }),
  );

  const counts: Record<string, number> = {};
  await db.transaction(async (tx) => {
    const insert = async <T extends Parameters<typeof bulkInsert>[1]>(
      table: T,
      rows: Parameters<typeof bulkInsert<T>>[2],
    ) => {
      await bulkInsert(tx, table, rows);
      const name = getTableName(table);
      counts[name] = (counts[name] ?? 0) + rows.length;
    };

    // catalogue
    const tree = buildCategoryTree();
    await insert(schema.categories, tree.rows);
    const brandRows = buildBrands();
    await insert(schema.brands, brandRows);
    await tx.execute(
      sql`select setval(pg_get_serial_sequence('brands', 'id'), (select max(id) from brands))`,
    );
    const brandIds = new Map(brandRows.map((b) => [b.name, b.id as number]));
    const partsByLeaf = new Map<string, string[]>();
    const sample: SamplePart[] = [];
    const all: GeneratedPart[] = [];
    const BATCH = 1000;
    for (let from = 0; from < partCount; from += BATCH) {
      const batch = generateParts(tree, brandIds, from, Math.min(partCount, from + BATCH));
      await insert(
        schema.products,
        batch.map((p) => p.product),
      );
      const priceRows = batch.flatMap((p) => [
        ...(p.priceUsd !== null
          ? [{ partNumber: p.product.partNumber, currency: 'USD' as const, price: p.priceUsd }]
          : []),
        ...(p.priceCad !== null
          ? [{ partNumber: p.product.partNumber, currency: 'CAD' as const, price: p.priceCad }]
          : []),
      ]);
      await insert(schema.prices, priceRows);
      for (const p of batch) {
        const leaf = p.product.categoryId as string;
        const list = partsByLeaf.get(leaf) ?? [];
        list.push(p.product.partNumber);
        partsByLeaf.set(leaf, list);
        // carts, lists and orders are seeded from parts a customer could order online today
        if (
          sample.length < 600 &&
          p.product.showOnline &&
          p.priceUsd !== null &&
          isOrderable({ status: p.product.status ?? 'ACTIVE', planningCode: p.product.planningCode ?? null })
        ) {
          sample.push({
            partNumber: p.product.partNumber,
            name: p.product.name,
            priceUsd: p.priceUsd,
            priceCad: p.priceCad,
          });
        }
        all.push(p);
      }
      if ((from / BATCH) % 20 === 0) log(`parts ${from + batch.length}/${partCount}`);
    }
    await insert(schema.productRelations, generateRelations(partsByLeaf, all));
    all.length = 0;
    const courses = generateCourses();
    await insert(schema.courses, courses);
    await insert(schema.courseSessions, courseSessionsFor(courses, now));

    // the rest of the world
    const w = buildWorld({
      scale,
      fleetUnits,
      parts: sample,
      courses,
      passwordHashes,
      baseDate,
      now,
    });
    await insert(schema.privileges, w.privileges);
    await insert(schema.organizations, w.organizations);
    await insert(schema.secondaryOrgRelationships, w.secondaryOrgRelationships);
    await insert(schema.contacts, w.contacts);
    await insert(schema.contactPhoneNumbers, w.contactPhoneNumbers);
    await insert(schema.notificationSettings, w.notificationSettings);
    await insert(schema.roles, w.roles);
    await insert(schema.rolePrivileges, w.rolePrivileges);
    await insert(schema.companyDefaultRoles, w.companyDefaultRoles);
    // users and addresses reference each other: users first without default addresses, then set them
    await insert(
      schema.users,
      w.users.map((u) => ({ ...u, defaultBillingAddressId: null, defaultShippingAddressId: null })),
    );
    await insert(schema.addresses, w.addresses);
    const defaults = JSON.stringify(
      w.users.map((u) => ({
        id: u.id,
        b: u.defaultBillingAddressId ?? null,
        s: u.defaultShippingAddressId ?? null,
      })),
    );
    await tx.execute(sql`
      update users set default_billing_address_id = d.b, default_shipping_address_id = d.s
        from json_to_recordset(${defaults}::json) as d(id uuid, b text, s text)
       where users.id = d.id`);
    await insert(schema.userFavoriteAddresses, w.userFavoriteAddresses);
    await insert(schema.userRoles, w.userRoles);
    await seedNoOrganizationUser(tx, now);
    await seedReportDeveloperUser(tx, now);
    await seedPayablesClerk(tx, now);
    await insert(schema.registrations, w.registrations);
    await insert(schema.emailDomainRules, w.emailDomainRules);
    await insert(schema.paymentMethods, w.paymentMethods);
    await insert(schema.customerPartNumbers, w.customerPartNumbers);
    await insert(schema.fleetUnits, w.fleetUnits);
    // replacement parts: each model's bill of materials, 15 active parts chosen from the catalogue by the model's
    // name (md5, so every engine and every run picks the same ones)
    await tx.execute(sql`
      insert into model_bom_parts (model, part_number, quantity, position)
      select m.model, p.part_number, 1 + p.inventory_id % 4, p.position
        from (select distinct model from fleet_units) m
        cross join lateral (
          select part_number, inventory_id, row_number() over (order by inventory_id)::int as position
            from products
           where show_online and status = 'ACTIVE'
             and inventory_id % 53 = ('x' || substr(md5(m.model), 1, 6))::bit(24)::int % 53
           order by inventory_id
           limit 15) p`);
    await insert(schema.fleetGroups, w.fleetGroups);
    await insert(schema.fleetGroupParents, w.fleetGroupParents);
    await insert(schema.fleetGroupUnits, w.fleetGroupUnits);
    await insert(schema.serviceRequests, w.serviceRequests);
    await insert(schema.notices, w.notices);
    await insert(schema.noticeAttachments, w.noticeAttachments);
    await insert(schema.noticeUnits, w.noticeUnits);
    await seedApnBacklog(tx, baseDate);
    await insert(schema.warrantyClaims, w.warrantyClaims);
    // made in SQL from the units above: unit contacts and 90 days of telematics up to the run day
    Object.assign(counts, await seedEquipmentExtras(tx, baseDate));
    // services and inspections relative to the run day, so some units are overdue and some due soon on any day
    counts['unit_maintenance_records'] = await seedUnitMaintenance(tx, baseDate);
    // each unit's plan dated by the rules its page uses, for My Fleet's due filters; and one saved view to apply
    await refreshUnitPlans(tx, baseDate.toISOString().slice(0, 10));
    counts['fleet_saved_views'] = await seedFleetViews(tx);
    await insert(schema.shoppingCarts, w.shoppingCarts);
    await insert(schema.shoppingCartItems, w.shoppingCartItems);
    await insert(schema.shoppingLists, w.shoppingLists);
    await insert(schema.shoppingListItems, w.shoppingListItems);
    await insert(schema.quotes, w.quotes);
    await insert(schema.orders, w.orders);
    await insert(schema.orderLines, w.orderLines);
    await insert(schema.invoices, w.invoices);
    await insert(schema.invoiceLines, w.invoiceLines);
    counts['invoices'] = (counts['invoices'] ?? 0) + (await seedAgingInvoices(tx, now));
    await insert(schema.courseOrders, w.courseOrders);
    await insert(schema.courseOrderLines, w.courseOrderLines);
    await insert(schema.learners, w.learners);
    await insert(schema.courseEnrolments, w.courseEnrolments);
    await insert(schema.banners, w.banners);
    await insert(schema.featureFlags, SEED_FEATURE_FLAGS);
    await insert(schema.jobs, w.jobs);
    await insert(schema.mailOutbox, w.mailOutbox);
    await insert(schema.auditLog, w.auditLog);
    await seedCustomerServiceHistory(tx, now);
    if (options.invoices !== undefined) {
      const scaled = await seedInvoiceScale(tx, options.invoices, { onProgress: log });
      counts['invoices'] = (counts['invoices'] ?? 0) + scaled.added;
      counts['invoice_lines'] = (counts['invoice_lines'] ?? 0) + scaled.added;
    }
    log('rebuilding search data');
    await rebuildSearchData(tx, { productIndex: false });
    await tx.insert(schema.appSettings).values({
      key: SEED_SETTING_KEY,
      value: {
        seededAt: now.toISOString(),
        scale,
        parts: partCount,
        fleetUnits,
        ...(options.invoices !== undefined ? { invoices: options.invoices } : {}),
        baseDate: baseDate.toISOString(),
      },
    });
  });
  // set hint bits and the visibility map now rather than during the first searches (VACUUM cannot run in a transaction)
  log('vacuum analyze');
  await db.execute(sql`vacuum analyze`);
  const ms = Date.now() - started;
  log(`seeded ${partCount} parts in ${ms} ms`);
  return { skipped: false, parts: partCount, ms, counts };
}
