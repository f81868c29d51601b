// My Fleet for a few hundred units (issue 38) from real rows, on PGlite and on PostgreSQL when TEST_DATABASE_URL is
// set: each unit's plan stored as @portal/rules/fleet dates it (the same dates its page shows), the search's due,
// hours, utilisation and notice filters and sorts, search by product line and place, the CSV export in a view's
// columns, and each user's own saved views.
import { eq, sql } from 'drizzle-orm';
import { fleetUnits, telematicsDaily, unitMaintenanceRecords } from '../../db/schema.js';
import { ALL_B2B, createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { fleetCsv, fleetSearchSchema } from './fleet-service.js';
import { refreshUnitPlans } from './maintenance-service.js';
import { seedFleetWorld } from './test-fleet-world.js';

const FULL: TestUser = { ...USERS.alice, permissions: [...ALL_B2B, 'B2B_View_APNs'] };
// as in maintenance.test.ts: a year after a leap day, U-ALPHA-1's dielectric test (29 Feb 2024 + 12 months) is overdue
const TODAY = '2025-03-15';
const VIEW = {
  query: 'digger',
  filter: { dueStatus: ['OVERDUE'], hoursMin: ['100'] },
  columns: ['unitSerial', 'dueStatus', 'nextInspectionOn'],
  sort: { field: 'nextInspectionOn', direction: 'ASC' },
  pageSize: 25,
};

describe('My Fleet: due dates, filters, CSV view and saved views', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ deps: { now: () => new Date(`${TODAY}T15:00:00Z`) } });
    await seedFleetWorld(h);
    await h.db
      .update(fleetUnits)
      .set({ insulated: true, hourMeter: 4100, hourMeterReadOn: TODAY, inServiceDate: '2020-05-01' })
      .where(eq(fleetUnits.instanceId, 'U-ALPHA-1'));
    // a digger derrick without telematics in Harrisburg, in service a month ago: nothing due yet
    await h.db
      .update(fleetUnits)
      .set({
        productLine: 'Digger Derricks',
        city: 'Harrisburg',
        stateProvince: 'PA',
        currentLocation: 'Harrisburg, PA',
        insulated: false,
        hourMeter: null,
        inServiceDate: '2025-02-20',
      })
      .where(eq(fleetUnits.instanceId, 'U-ALPHA-2'));
    await h.db.insert(unitMaintenanceRecords).values(
      (
        [
          ['ANNUAL', '2024-02-29', 3000],
          ['DIELECTRIC', '2024-02-29', 3000],
          ['FREQUENT', '2025-02-01', 4000],
        ] as const
      ).map(([code, performedOn, hourMeter]) => ({
        instanceId: 'U-ALPHA-1',
        kind: 'INSPECTION' as const,
        code,
        performedOn,
        hourMeter,
      })),
    );
    // the last 30 days of use at 2 hours a day (the fleet world's telematics, dated after today, taken out)
    await h.db.delete(telematicsDaily);
    await h.db.insert(telematicsDaily).values(
      Array.from({ length: 30 }, (_, i) => ({
        instanceId: 'U-ALPHA-1',
        accountId: ORG.alpha,
        day: new Date(Date.parse(`${TODAY}T00:00:00Z`) - i * 86_400_000).toISOString().slice(0, 10),
        engineHours: 2,
        idleHours: 0,
        ptoHours: 0,
        fuelUsed: 0,
        maxLoadPercent: 50,
      })),
    );
  });
  afterAll(async () => {
    await h.close();
  });

  const search = async (body: Record<string, unknown>) => {
    const res = await h.integration(FULL, { endpoint: '/fleet/ngSearch', body });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      content: Record<string, unknown>[];
      facets?: Record<string, { value: string; count: number }[]>;
    };
  };
  const ids = async (body: Record<string, unknown>) => (await search(body)).content.map((u) => u.instanceId);

  it('stores each unit’s plan as its page dates it, and says which units changed status', async () => {
    const changes = await refreshUnitPlans(h.db, TODAY, [ORG.alpha]);
    expect(changes).toEqual([{ instanceId: 'U-ALPHA-1', accountId: ORG.alpha, from: 'OK', to: 'OVERDUE' }]);
    // dated again the same day: nothing changes
    expect(await refreshUnitPlans(h.db, TODAY, [ORG.alpha])).toEqual([]);
    const rows = (await search({ sortOptions: [{ fieldName: 'instanceId' }] })).content;
    for (const row of rows) {
      const page = await h.integration(FULL, {
        endpoint: '/fleet/unitDetails',
        body: { instanceId: row.instanceId },
      });
      const m = page.json().maintenance;
      expect(row).toMatchObject({
        dueStatus: m.status,
        nextInspectionOn: m.nextInspection.dueOn,
        nextInspectionKind: m.nextInspection.kind,
        nextServiceOn: m.nextService.dueOn,
        utilisationPercent: m.utilisationPercent,
        hourMeter: m.hourMeter,
      });
    }
    expect(rows.map((r) => [r.instanceId, r.dueStatus, r.nextInspectionOn, r.utilisationPercent])).toEqual([
      ['U-ALPHA-1', 'OVERDUE', '2025-02-28', 35],
      ['U-ALPHA-2', 'OK', '2025-05-20', null],
    ]);
  });

  it('filters by due status (a facet with counts), next inspection, hours, utilisation and open notices', async () => {
    await refreshUnitPlans(h.db, TODAY, [ORG.alpha]);
    const overdue = await search({
      includeFacets: true,
      multiValueFilterOptions: [{ fieldName: 'dueStatus', values: ['OVERDUE'] }],
    });
    expect(overdue.content.map((u) => u.instanceId)).toEqual(['U-ALPHA-1']);
    // the due facet ignores its own filter: both values stay choosable
    expect(overdue.facets?.dueStatus).toEqual([
      { value: 'OK', count: 1 },
      { value: 'OVERDUE', count: 1 },
    ]);
    expect(await ids({ nextInspectionBy: TODAY })).toEqual(['U-ALPHA-1']);
    expect(await ids({ nextInspectionBy: '2025-06-01', sortOptions: [{ fieldName: 'instanceId' }] })).toEqual(
      ['U-ALPHA-1', 'U-ALPHA-2'],
    );
    expect(await ids({ hoursMin: 4000 })).toEqual(['U-ALPHA-1']);
    expect(await ids({ hoursMax: 100 })).toEqual([]);
    expect(await ids({ utilisationMin: 30, utilisationMax: 40 })).toEqual(['U-ALPHA-1']);
    expect(await ids({ utilisationMin: 36 })).toEqual([]);
    expect(await ids({ withOpenNotices: true })).toEqual(['U-ALPHA-1']);
    expect(await ids({ withOpenNotices: false })).toEqual(['U-ALPHA-2']);
  });

  it('sorts by urgency, next inspection and hours', async () => {
    await refreshUnitPlans(h.db, TODAY, [ORG.alpha]);
    const sorted = (fieldName: string, direction: 'ASC' | 'DESC') =>
      ids({ sortOptions: [{ fieldName, direction }] });
    expect(await sorted('dueStatus', 'DESC')).toEqual(['U-ALPHA-1', 'U-ALPHA-2']);
    expect(await sorted('dueStatus', 'ASC')).toEqual(['U-ALPHA-2', 'U-ALPHA-1']);
    expect(await sorted('nextInspectionOn', 'DESC')).toEqual(['U-ALPHA-2', 'U-ALPHA-1']);
    expect(await sorted('utilisationPercent', 'ASC')).toEqual(['U-ALPHA-1', 'U-ALPHA-2']);
    // with facets (the statement's other form) the sort by urgency still reads the status
    expect(
      (
        await search({
          includeFacets: true,
          query: 'a',
          sortOptions: [{ fieldName: 'dueStatus', direction: 'DESC' }],
        })
      ).content.map((u) => u.instanceId),
    ).toEqual(['U-ALPHA-1', 'U-ALPHA-2']);
  });

  it('finds units by product line, city, state and customer unit number', async () => {
    expect(await ids({ query: 'digger' })).toEqual(['U-ALPHA-2']);
    expect(await ids({ query: 'Harrisburg' })).toEqual(['U-ALPHA-2']);
    expect(await ids({ query: 'PA' })).toEqual(['U-ALPHA-2']);
    expect(await ids({ query: 'V-SN-A1' })).toEqual(['U-ALPHA-1']);
  });

  it('exports the CSV in the view’s columns, with its filters', async () => {
    await refreshUnitPlans(h.db, TODAY, [ORG.alpha]);
    const request = fleetSearchSchema.validateSync({
      columns: ['unitSerial', 'dueStatus', 'nextInspectionOn', 'hourMeter'],
      multiValueFilterOptions: [{ fieldName: 'dueStatus', values: ['OVERDUE'] }],
    });
    let text = '';
    for await (const chunk of fleetCsv(h.db, [ORG.alpha], request)) text += chunk;
    expect(text.trim().split('\r\n')).toEqual([
      'unitSerial,dueStatus,nextInspectionOn,hourMeter',
      'SN-A1,OVERDUE,2025-02-28,4100',
    ]);
  });

  it('re-dates the units whose plan is not of today in the worker’s periodic task', async () => {
    await h.db.execute(
      sql`update fleet_units set planned_on = null, due_status = 'OK' where instance_id = 'U-ALPHA-1'`,
    );
    await h.app.jobWorker.runPeriodic(true);
    const [row] = await h.db
      .select({ plannedOn: fleetUnits.plannedOn, dueStatus: fleetUnits.dueStatus })
      .from(fleetUnits)
      .where(eq(fleetUnits.instanceId, 'U-ALPHA-1'));
    expect(row).toEqual({ plannedOn: TODAY, dueStatus: 'OVERDUE' });
  });

  it('refuses bad search input in the spec’s error shape', async () => {
    for (const [body, message] of [
      [{ hoursMin: -1 }, 'hoursMin must be at least 0.'],
      [{ utilisationMax: 'lots' }, 'utilisationMax must be a number.'],
      [{ nextInspectionBy: 'soon' }, 'nextInspectionBy must be a date (yyyy-mm-dd).'],
      [{ withOpenNotices: 'maybe' }, 'withOpenNotices must be true or false.'],
      [{ columns: ['password'] }, 'columns lists a column My Fleet does not have.'],
      [{ sortOptions: [{ fieldName: 'secret' }] }, 'sortOptions.fieldName is not a sortable field.'],
    ] as const) {
      const res = await h.integration(FULL, { endpoint: '/fleet/ngSearch', body });
      expect(res.statusCode).toBe(400);
      expect(res.json().exceptionMessages).toContain(message);
    }
  });

  describe('saved views', () => {
    const call = (user: TestUser, endpoint: string, body: Record<string, unknown> = {}) =>
      h.integration(user, { endpoint, body });
    const names = async (user: TestUser) =>
      (await call(user, '/fleet/views')).json().views.map((v: { name: string }) => v.name);

    it('are saved, listed, replaced by name and deleted, each user’s own', async () => {
      const saved = await call(USERS.alice, '/fleet/views/save', { name: 'Overdue diggers', view: VIEW });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ name: 'Overdue diggers', view: VIEW });
      const { viewId } = saved.json();
      const listed = (await call(USERS.alice, '/fleet/views')).json().views;
      expect(listed).toEqual([expect.objectContaining({ viewId, name: 'Overdue diggers', view: VIEW })]);

      // the same name in another letter case replaces it
      const replaced = await call(USERS.alice, '/fleet/views/save', {
        name: 'overdue diggers',
        view: { ...VIEW, pageSize: 50 },
      });
      expect(replaced.json()).toMatchObject({ viewId, name: 'overdue diggers', view: { pageSize: 50 } });
      expect(await names(USERS.alice)).toEqual(['overdue diggers']);

      // another user (of another organisation) neither sees nor deletes it
      expect(await names(USERS.bob)).toEqual([]);
      const foreign = await call(USERS.bob, '/fleet/views/delete', { viewId });
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toMatchObject({
        userFriendlyMessage: 'The saved view was not found in your fleet.',
        exceptionMessages: ['The saved view was not found in your fleet.'],
      });
      expect(await names(USERS.alice)).toEqual(['overdue diggers']);

      expect((await call(USERS.alice, '/fleet/views/delete', { viewId })).json()).toEqual({ deleted: true });
      expect(await names(USERS.alice)).toEqual([]);
      expect((await call(USERS.alice, '/fleet/views/delete', { viewId })).statusCode).toBe(404);
    });

    it('refuses a view My Fleet could not show, in the spec’s error shape', async () => {
      for (const [body, message] of [
        [{ view: VIEW }, 'Enter a name for the view.'],
        [{ name: '   ', view: VIEW }, 'Enter a name for the view.'],
        [{ name: 'x'.repeat(61), view: VIEW }, 'A view name may be at most 60 characters.'],
        [{ name: 'A' }, 'view is required.'],
        [{ name: 'A', view: { ...VIEW, pageSize: 7 } }, 'view.pageSize must be one of 10, 25, 50, 100.'],
        [
          { name: 'A', view: { ...VIEW, columns: ['secret'] } },
          'view.columns lists a column My Fleet does not have.',
        ],
        [{ name: 'A', view: { ...VIEW, columns: [] } }, 'A view shows at least one column.'],
        [
          { name: 'A', view: { ...VIEW, filter: { password: ['x'] } } },
          'view.filter holds a filter My Fleet does not have.',
        ],
        [
          { name: 'A', view: { ...VIEW, filter: { model: 'TL-50' } } },
          'view.filter values must be lists of at most 100 texts of 200 characters.',
        ],
        [
          { name: 'A', view: { ...VIEW, sort: { field: 'secret', direction: 'ASC' } } },
          'view.sort.field is not a sortable field.',
        ],
      ] as const) {
        const res = await call(USERS.alice, '/fleet/views/save', body);
        expect({ body, status: res.statusCode }).toEqual({ body, status: 400 });
        expect(res.json().exceptionMessages).toContain(message);
      }
      const bad = await call(USERS.alice, '/fleet/views/delete', { viewId: 'not-an-id' });
      expect(bad.statusCode).toBe(400);
      expect(await names(USERS.alice)).toEqual([]);
    });

    it('keeps at most 50 views a user', async () => {
      await h.db.execute(sql`insert into fleet_saved_views (user_id, name, view)
        select ${USERS.bob.id}::uuid, 'View ' || n, ${JSON.stringify(VIEW)}::jsonb from generate_series(1, 50) n`);
      const res = await call(USERS.bob, '/fleet/views/save', { name: 'One more', view: VIEW });
      expect(res.statusCode).toBe(400);
      expect(res.json().exceptionMessages).toEqual([
        'You can keep at most 50 saved views. Delete one first.',
      ]);
      // replacing one of them is no new view
      expect((await call(USERS.bob, '/fleet/views/save', { name: 'view 7', view: VIEW })).statusCode).toBe(
        200,
      );
    });

    it('need the fleet search privilege', async () => {
      const noFleet: TestUser = { ...USERS.alice, permissions: ['B2B_Dashboard'] };
      expect((await call(noFleet, '/fleet/views')).statusCode).toBe(403);
      expect((await call(noFleet, '/fleet/views/save', { name: 'A', view: VIEW })).statusCode).toBe(403);
    });
  });
});
