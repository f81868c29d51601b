import { and, eq } from 'drizzle-orm';
import { FACET_FIELDS, fleetCsv, fleetSearchSchema, searchFleetUnits } from './fleet-service.js';
import { fleetUnits, invoices, noticeUnits, orderLines, orders, serviceRequests } from '../../db/schema.js';
import { bulkInsert } from '../../seed/bulk-insert.js';
import { ALL_B2B, createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { SR, seedFleetWorld } from './test-fleet-world.js';

const as = (user: TestUser, permissions: string[]): TestUser => ({ ...user, permissions });
const FULL = as(USERS.alice, [...ALL_B2B, 'B2B_View_SRs', 'B2B_View_APNs', 'B2B_Warranty_View']);

describe('fleet search, unit page and CSV', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await seedFleetWorld(h);
  });
  afterAll(async () => {
    await h.close();
  });

  const search = (user: TestUser, body: Record<string, unknown>) =>
    h.integration(user, { endpoint: '/fleet/ngSearch', body });

  it('counts each unit’s own open service requests and notices', async () => {
    const body = (await search(USERS.alice, { sortOptions: [{ fieldName: 'instanceId' }] })).json();
    expect(
      body.content.map((u: { openSrCount: number; bulletinCount: number }) => [
        u.openSrCount,
        u.bulletinCount,
      ]),
    ).toEqual([
      [1, 1],
      [0, 0],
    ]);
    // sorted by those counts (sub-queries in the sort), both ways
    const byCount = async (direction: 'ASC' | 'DESC') =>
      (await search(USERS.alice, { sortOptions: [{ fieldName: 'openSrCount', direction }] }))
        .json()
        .content.map((u: { instanceId: string }) => u.instanceId);
    expect(await byCount('DESC')).toEqual(['U-ALPHA-1', 'U-ALPHA-2']);
    expect(await byCount('ASC')).toEqual(['U-ALPHA-2', 'U-ALPHA-1']);
  });

  it('takes every request field of spec 3', async () => {
    const ids = async (body: Record<string, unknown>) =>
      (await search(USERS.alice, body)).json().content.map((u: { instanceId: string }) => u.instanceId);
    expect(await ids({ serviceRequestIDs: [SR.alphaClosed] })).toEqual(['U-ALPHA-2']);
    expect(await ids({ instanceIds: ['U-ALPHA-1'] })).toEqual(['U-ALPHA-1']);
    expect(await ids({ equipmentOwner: 'nobody' })).toEqual([]);
    expect(
      await ids({
        locale: 'en_CA',
        accountId: ORG.alpha,
        size: 1,
        page: 1,
        sortOptions: [{ fieldName: 'unitSerial' }],
      }),
    ).toEqual(['U-ALPHA-2']);
    await h.db
      .update(fleetUnits)
      .set({ inServiceDate: '2020-05-01' })
      .where(eq(fleetUnits.instanceId, 'U-ALPHA-1'));
    expect(await ids({ range: { start: '2020-01-01', end: '2020-12-31' } })).toEqual(['U-ALPHA-1']);
    // units on the order an invoice billed
    await h.db.insert(orders).values({
      orderId: 'O-T-1',
      orderNumber: 'ON-T-1',
      accountId: ORG.alpha,
      status: 'SHIPPED',
      orderedAt: new Date('2026-01-02T00:00:00Z'),
      subtotal: 10,
      total: 10,
    });
    await h.db.insert(orderLines).values({
      orderId: 'O-T-1',
      lineNumber: 1,
      partNumber: '100-0001',
      description: 'Filter',
      quantity: 1,
      unitPrice: 10,
      extendedPrice: 10,
      status: 'SHIPPED',
      unitSerial: 'SN-A2',
    });
    await h.db.insert(invoices).values({
      invoiceId: 'I-T-1',
      customerTrxId: 'CT-1',
      trxNumber: 'TRX-T-1',
      title: 'Invoice',
      accountId: ORG.alpha,
      orderId: 'O-T-1',
      status: 'OPEN',
      invoiceDate: '2026-01-03',
      dueDate: '2026-02-03',
      amount: 10,
      balanceDue: 10,
    });
    expect(await ids({ trxNumber: 'TRX-T-1' })).toEqual(['U-ALPHA-2']);
    const withComments = (
      await search(USERS.alice, { includeComments: true, instanceIds: ['U-ALPHA-1'] })
    ).json();
    expect(withComments.content[0].comments).toEqual([
      expect.objectContaining({ srNumber: 'SR-100001', text: 'Technician assigned.' }),
    ]);
    for (const [body, message] of [
      [{ range: { start: '2020-13-45' } }, 'range.start must be a date (yyyy-mm-dd).'],
      [{ includeComments: 'perhaps' }, 'includeComments must be true or false.'],
      [{ serviceRequestIDs: ['bad id!'] }, 'serviceRequestIDs is not a valid identifier.'],
      [{ locale: 'fr_FR' }, 'Locale must be en_US, en_CA or en.'],
    ] as const) {
      const res = await search(USERS.alice, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().exceptionMessages).toContain(message);
    }
  });

  it('answers facet counts, each facet ignoring its own filter', async () => {
    const body = (
      await search(USERS.alice, {
        includeFacets: true,
        multiValueFilterOptions: [{ fieldName: 'model', values: ['TL-50'] }],
      })
    ).json();
    expect(body.totalRecords).toBe(1);
    expect(body.facets.model).toEqual([
      { value: 'DM-47', count: 1 },
      { value: 'TL-50', count: 1 },
    ]);
    expect(body.facets.productLine).toEqual([{ value: 'Aerial Devices', count: 1 }]);
    expect((await search(USERS.alice, {})).json().facets).toBeUndefined();
  });

  it('pages, totals and facets agree with a plain reading of the same units (several facet filters, a query, a sort)', async () => {
    const models = ['AX-1', 'AX-2', 'AX-3'];
    const states = ['ON', 'QC', 'AB', 'BC'];
    const lines = ['Aerial Devices', 'Cranes'];
    const rows = Array.from({ length: 240 }, (_, i) => ({
      instanceId: `U-FACET-${String(i).padStart(3, '0')}`,
      accountId: ORG.child1,
      custAcctIds: [ORG.child1],
      customerName: i % 5 === 0 ? 'Facet Rentals' : 'Facet Utilities',
      productLine: lines[i % 2]!,
      model: models[i % 3]!,
      stateProvince: states[i % 4]!,
      warning: i % 7 === 0 ? 'Service due' : null,
      unitSerial: `SN-FACET-${i}`,
    }));
    await bulkInsert(h.db, fleetUnits, rows);
    const request = fleetSearchSchema.validateSync({
      query: 'facet',
      includeFacets: true,
      size: 7,
      page: 2,
      sortOptions: [{ fieldName: 'unitSerial', direction: 'DESC' }],
      multiValueFilterOptions: [
        { fieldName: 'model', values: ['AX-1', 'AX-2'] },
        { fieldName: 'stateProvince', values: ['ON', 'QC', 'AB'] },
      ],
      filterOptions: [{ fieldName: 'productLine', value: 'Cranes' }],
    });
    const result = await searchFleetUnits(h.db, [ORG.child1], request);

    type Row = (typeof rows)[number];
    const keeps = (row: Row, except?: string) =>
      row.unitSerial.toLowerCase().includes('facet') &&
      (except === 'model' || ['AX-1', 'AX-2'].includes(row.model)) &&
      (except === 'stateProvince' || ['ON', 'QC', 'AB'].includes(row.stateProvince)) &&
      (except === 'productLine' || row.productLine === 'Cranes');
    const matching = rows.filter((r) => keeps(r));
    expect(result.totalRecords).toBe(matching.length);
    const bySerialDesc = [...matching].sort((a, b) => (a.unitSerial < b.unitSerial ? 1 : -1));
    expect(result.content.map((u) => u.instanceId)).toEqual(
      bySerialDesc.slice(14, 21).map((r) => r.instanceId),
    );

    const expected = (field: 'model' | 'stateProvince' | 'productLine' | 'warning' | 'customerName') => {
      const counts = new Map<string, number>();
      for (const row of rows.filter((r) => keeps(r, field))) {
        const value = row[field];
        if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
      }
      return [...counts.entries()]
        .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
        .map(([value, count]) => ({ value, count }));
    };
    for (const field of ['model', 'stateProvince', 'productLine', 'warning', 'customerName'] as const)
      expect(result.facets![field]).toEqual(expected(field));

    // past the last page: no units, the total still right
    const past = await searchFleetUnits(h.db, [ORG.child1], { ...request, page: 50, includeFacets: false });
    expect(past).toEqual({ content: [], totalRecords: matching.length });
  });

  it('pages, totals and facets agree with a plain reading over two accounts sharing units (a yes/no filter, a sort by a facet field and a count, a page past the end, a typed query)', async () => {
    const rows = Array.from({ length: 90 }, (_, i) => ({
      instanceId: `U-SHARE-${String(i).padStart(3, '0')}`,
      // a third owned by the holding company and shared with child one: visible through both accounts asked for
      accountId: i % 3 === 0 ? ORG.holding : ORG.child1,
      custAcctIds: i % 3 === 0 ? [ORG.holding, ORG.child1] : i % 3 === 1 ? [ORG.child1] : [],
      customerName: i % 4 === 0 ? 'Share Rentals' : 'Share Utilities',
      productLine: i % 2 === 0 ? 'Aerial Devices' : 'Digger Derricks',
      model: ['SH-1', 'SH-2', 'SH-3', 'SH-4'][i % 4]!,
      stateProvince: i % 5 === 0 ? null : ['PA', 'OH'][i % 2]!,
      warning: i % 6 === 0 ? 'Dielectric test overdue' : null,
      unitSerial: `SN-SHARE-${i}`,
      webEnabled: i % 7 !== 0,
    }));
    await bulkInsert(h.db, fleetUnits, rows);
    // one open request: that unit leads its model's units in the count sort
    await h.db.insert(serviceRequests).values({
      srId: 'SR-SHARE-1',
      srNumber: 'SR-SHARE-1',
      accountId: ORG.child1,
      instanceId: 'U-SHARE-010',
      status: 'OPEN',
      type: 'Repair',
      summary: 'Outrigger leak',
      openedAt: new Date('2026-01-05T12:00:00Z'),
    });
    const scope: string[] = [ORG.child1, ORG.holding];
    // every unit of the two accounts, the test world's own included, read plainly
    const visible = (await h.db.select().from(fleetUnits)).filter(
      (u) => scope.includes(u.accountId) || u.custAcctIds.some((id) => scope.includes(id)),
    );
    const matching = visible.filter((u) => u.webEnabled);
    const openRequests = (u: { instanceId: string }) => (u.instanceId === 'U-SHARE-010' ? 1 : 0);
    // the request's order: model descending, then open requests descending, then the unit id
    const inOrder = (a: (typeof visible)[number], b: (typeof visible)[number]) =>
      a.model !== b.model
        ? a.model < b.model
          ? 1
          : -1
        : openRequests(b) - openRequests(a) || (a.instanceId < b.instanceId ? -1 : 1);
    const byModelDesc = [...matching].sort(inOrder);
    const facetField = FACET_FIELDS;
    const facetsOf = (units: typeof visible) =>
      Object.fromEntries(
        facetField.map((field) => {
          const counts = new Map<string, number>();
          for (const unit of units) {
            const value = unit[field];
            if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1);
          }
          const list = [...counts.entries()]
            .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
            .map(([value, count]) => ({ value, count }));
          return [field, list];
        }),
      );
    const expectedFacets = facetsOf(matching);
    const request = fleetSearchSchema.validateSync({
      includeFacets: true,
      size: 8,
      page: 2,
      filterOptions: [{ fieldName: 'webEnabled', value: true }],
      sortOptions: [
        { fieldName: 'model', direction: 'DESC' },
        { fieldName: 'openSrCount', direction: 'DESC' },
      ],
    });
    const result = await searchFleetUnits(h.db, scope, request);
    expect(result.totalRecords).toBe(matching.length);
    expect(result.content.map((u) => u.instanceId)).toEqual(
      byModelDesc.slice(16, 24).map((u) => u.instanceId),
    );
    expect(result.content.map((u) => u.instanceId)).toContain('U-SHARE-010');
    expect(result.facets).toEqual(expectedFacets);
    // the same page and total without facets
    const plain = await searchFleetUnits(h.db, scope, { ...request, includeFacets: false });
    expect(plain).toEqual({ content: result.content, totalRecords: result.totalRecords });
    // past the last page: no units, the total and the facets still right
    const past = await searchFleetUnits(h.db, scope, { ...request, page: 40 });
    expect(past).toEqual({ content: [], totalRecords: matching.length, facets: expectedFacets });
    // a typed query with no facet filter (the facets then count the matches' own rows): the same agreement
    const typed = visible.filter(
      (u) =>
        u.webEnabled &&
        [
          u.unitSerial,
          u.customerVehicleNumber,
          u.model,
          u.productLine,
          u.city,
          u.stateProvince,
          u.currentLocation,
          u.chassisVin,
          u.faSerial,
          u.customerName,
        ].some((v) => v?.toLowerCase().includes('share-1')),
    );
    expect(typed.length).toBeGreaterThan(8);
    const queried = await searchFleetUnits(h.db, scope, { ...request, query: 'SHARE-1', page: 1 });
    expect(queried.totalRecords).toBe(typed.length);
    expect(queried.content.map((u) => u.instanceId)).toEqual(
      [...typed]
        .sort(inOrder)
        .slice(8, 16)
        .map((u) => u.instanceId),
    );
    expect(queried.facets).toEqual(facetsOf(typed));
  });

  it('shows a unit’s page: requests, notices, claims, location, in-service date', async () => {
    const res = await h.integration(FULL, {
      endpoint: '/fleet/unitDetails',
      body: { instanceId: 'U-ALPHA-1' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      unit: { instanceId: 'U-ALPHA-1', unitSerial: 'SN-A1', model: 'TL-50' },
      inServiceDate: '2020-05-01',
      location: { city: 'Huntsville', stateProvince: 'AL' },
      groups: [{ name: 'Alpha Line Crews' }],
      serviceRequests: [{ srNumber: 'SR-100001', status: 'OPEN' }],
      notices: [{ apnId: 'APN-T-1', status: 'OPEN' }],
      warrantyClaims: [{ claimNumber: 'WC-20001' }],
    });
    // a list the caller may not see is left out, not emptied
    const plain = (
      await h.integration(USERS.alice, { endpoint: '/fleet/unitDetails', body: { instanceId: 'U-ALPHA-1' } })
    ).json();
    expect(plain.serviceRequests).toBeUndefined();
    // another organisation's unit and an unknown one read alike: "Unit … was not found in your fleet."
    for (const instanceId of ['U-BRAVO-1', 'U-NOWHERE']) {
      const res = await h.integration(FULL, { endpoint: '/fleet/unitDetails', body: { instanceId } });
      expect({ status: res.statusCode, message: res.json().userFriendlyMessage }).toEqual({
        status: 404,
        message: `Unit ${instanceId} was not found in your fleet.`,
      });
    }
    expect(
      (await h.integration(FULL, { endpoint: '/fleet/unitDetails', body: { instanceId: 7 } })).statusCode,
    ).toBe(400);
    expect(
      (
        await h.integration(as(USERS.alice, ['B2B_Dashboard']), {
          endpoint: '/fleet/unitDetails',
          body: { instanceId: 'U-ALPHA-1' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('reads every list of a unit’s page field by field, and a unit shared with the caller’s account', async () => {
    // a completed notice: its completion and who completed it
    await h.db
      .update(noticeUnits)
      .set({
        status: 'COMPLETE',
        completedAt: new Date('2026-02-03T04:05:06.789Z'),
        completedByUserId: USERS.alice.id,
      })
      .where(and(eq(noticeUnits.apnId, 'APN-T-1'), eq(noticeUnits.instanceId, 'U-ALPHA-1')));
    const page = (
      await h.integration(FULL, { endpoint: '/fleet/unitDetails', body: { instanceId: 'U-ALPHA-1' } })
    ).json();
    expect(page.serviceRequests).toEqual([
      {
        srId: SR.alpha,
        srNumber: 'SR-100001',
        status: 'OPEN',
        type: 'Repair',
        severity: 'MEDIUM',
        summary: 'Boom drifts down under load',
        openedAt: '2026-01-10T12:00:00.000Z',
        closedAt: null,
      },
    ]);
    expect(page.notices).toEqual([
      expect.objectContaining({
        apnId: 'APN-T-1',
        status: 'COMPLETE',
        completedAt: '2026-02-03T04:05:06.789Z',
        completedBy: 'alice@alpha.example',
      }),
    ]);
    expect(page.warrantyClaims).toEqual([
      expect.objectContaining({
        claimNumber: 'WC-20001',
        status: 'IN_REVIEW',
        failureDate: '2025-12-01',
        complaint: 'Hydraulic leak at the jib',
        submittedAt: '2025-12-05T00:00:00.000Z',
      }),
    ]);
    expect(page.groups).toEqual([{ groupId: expect.any(String), name: 'Alpha Line Crews' }]);
    // another organisation's unit shared with Alpha (custAcctIds) is on Alpha's page list, its groups are not
    await h.db
      .update(fleetUnits)
      .set({ custAcctIds: [ORG.alpha] })
      .where(eq(fleetUnits.instanceId, 'U-BRAVO-1'));
    const shared = (
      await h.integration(FULL, { endpoint: '/fleet/unitDetails', body: { instanceId: 'U-BRAVO-1' } })
    ).json();
    expect(shared).toMatchObject({ unit: { instanceId: 'U-BRAVO-1', accountId: ORG.bravo }, groups: [] });
    await h.db.update(fleetUnits).set({ custAcctIds: [] }).where(eq(fleetUnits.instanceId, 'U-BRAVO-1'));
  });

  it('streams a large export in batches: every row once, in order, without holding the file', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => ({
      instanceId: `U-BULK-${String(i).padStart(5, '0')}`,
      accountId: ORG.child2,
      customerName: 'Child Two Power',
      productLine: 'Cranes',
      model: i % 2 ? 'CR-10' : 'CR-20',
      unitSerial: `SN-BULK-${i}`,
    }));
    await bulkInsert(h.db, fleetUnits, rows);
    const request = fleetSearchSchema.validateSync({
      sortOptions: [{ fieldName: 'instanceId', direction: 'ASC' }],
    });
    const chunks: string[] = [];
    let largest = 0;
    for await (const chunk of fleetCsv(h.db, [ORG.child2], request, 1_000_000, 700)) {
      chunks.push(chunk);
      largest = Math.max(largest, chunk.length);
    }
    const lines = chunks.join('').trim().split('\r\n');
    expect(lines).toHaveLength(1 + 5001);
    expect(lines[1]!.startsWith('U-BULK-00000,')).toBe(true);
    expect(lines.at(-1)!.startsWith('U-CHILD2-1,')).toBe(true);
    expect(new Set(lines.map((l) => l.split(',')[0])).size).toBe(lines.length);
    // header + one chunk per batch of 700: no chunk is the whole file
    expect(chunks.length).toBe(1 + Math.ceil(5001 / 700));
    expect(largest).toBeLessThan(chunks.join('').length / 5);
    expect((await searchFleetUnits(h.db, [ORG.child2], request)).totalRecords).toBe(5001);

    // and through the async job: the file the worker wrote is the same
    const queued = await h.integration(USERS.holly, {
      endpoint: '/fleet/ngSearchasync',
      body: { accountIds: [ORG.child2], sortOptions: request.sortOptions },
    });
    const { jobId } = queued.json();
    await h.app.jobWorker.drain();
    const token = await h.token(USERS.holly);
    const status = await h.app.inject({
      method: 'POST',
      url: '/api/messaging',
      headers: { authorization: `Bearer ${token}` },
      payload: { operation: { jobId } },
    });
    expect(status.json().jobStatusId).toBe(2);
    const file = await h.app.inject({
      method: 'GET',
      url: status.json().url,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.body.trim().split('\r\n')).toHaveLength(5002);
  });
});
