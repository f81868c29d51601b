// Operational readiness: which units are held back by an open APN, an overdue service request or an open warranty
// claim; the readiness filter and counts; the CSV job; B2B_Reporting; other organisations refused; bad input.
import { fleetUnits, noticeUnits, notices, serviceRequests, warrantyClaims } from '../../db/schema.js';
import { createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';

const reporter: TestUser = { ...USERS.alice, permissions: ['B2B_Dashboard', 'B2B_Reporting'] };
const DAY = 86_400_000;

describe('operational readiness', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    // units of their own, so the harness's other fleet data does not count
    await h.db.insert(fleetUnits).values(
      [1, 2].map((n) => ({
        instanceId: `U-OPR-${n}`,
        accountId: ORG.alpha,
        customerName: 'Alpha Utilities',
        productLine: 'Aerial Devices',
        model: 'TL-50',
        unitSerial: `SN-OPR-${n}`,
        customerVehicleNumber: n === 2 ? '=1+1' : `V-OPR-${n}`,
      })),
    );
    // U-OPR-1: an open APN and a service request opened 45 days ago (overdue); U-OPR-2: a recent request only
    await h.db.insert(notices).values({
      apnId: 'APN-T1',
      apnNumber: 'APN-T1',
      title: 'Boom pin inspection',
      description: 'Inspect',
      productLine: 'Aerial Devices',
      noticeType: 'SAFETY',
      severity: 'HIGH',
      issuedDate: '2026-01-01',
    });
    await h.db.insert(noticeUnits).values({ apnId: 'APN-T1', instanceId: 'U-OPR-1', accountId: ORG.alpha });
    const now = Date.now();
    await h.db.insert(serviceRequests).values([
      {
        srId: 'SR-T1',
        srNumber: 'SR-T1',
        accountId: ORG.alpha,
        instanceId: 'U-OPR-1',
        status: 'OPEN',
        type: 'REPAIR',
        summary: 'Leak',
        openedAt: new Date(now - 45 * DAY),
      },
      {
        srId: 'SR-T2',
        srNumber: 'SR-T2',
        accountId: ORG.alpha,
        instanceId: 'U-OPR-2',
        status: 'IN_PROGRESS',
        type: 'REPAIR',
        summary: 'Noise',
        openedAt: new Date(now - 2 * DAY),
      },
    ]);
    await h.db.insert(warrantyClaims).values({
      claimId: 'WC-T1',
      claimNumber: 'WC-T1',
      accountId: ORG.bravo,
      instanceId: 'U-BRAVO-1',
      status: 'SUBMITTED',
      complaint: 'Cracked weld',
      submittedAt: new Date(now - DAY),
    });
  });
  afterAll(async () => {
    await h.close();
  });

  const report = (user: TestUser, body: Record<string, unknown> = {}) =>
    h.integration(user, { endpoint: '/opready/search', body });

  it('reports each unit of the organisation with what holds it back', async () => {
    const res = await report(reporter, {
      query: 'SN-OPR',
      sortOptions: [{ fieldName: 'unitSerial', direction: 'ASC' }],
    });
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(
      page.content.map((r: Record<string, unknown>) => [
        r['instanceId'],
        r['openApnCount'],
        r['overdueServiceCount'],
        r['openServiceCount'],
        r['openWarrantyCount'],
        r['readiness'],
      ]),
    ).toEqual([
      ['U-OPR-1', 1, 1, 1, 0, 'NOT_READY'],
      ['U-OPR-2', 0, 0, 1, 0, 'READY'],
    ]);
    expect(page).toMatchObject({ totalRecords: 2, readyCount: 1, notReadyCount: 1 });
    const notReady = await report(reporter, { query: 'SN-OPR', readiness: 'NOT_READY' });
    expect(notReady.json().content.map((r: { instanceId: string }) => r.instanceId)).toEqual(['U-OPR-1']);
  });

  it('writes the report as CSV in a job', async () => {
    const queued = await h.integration(reporter, {
      endpoint: '/opready/searchasync',
      body: { query: 'SN-OPR', readiness: 'READY' },
      isSynchronous: false,
    });
    await h.app.jobWorker.drain();
    const token = await h.token(reporter);
    const done = (
      await h.app.inject({
        method: 'POST',
        url: '/api/messaging',
        headers: { authorization: `Bearer ${token}` },
        payload: { operation: { jobId: queued.json().jobId } },
      })
    ).json();
    expect(done.jobStatusId).toBe(2);
    const csv = (
      await h.app.inject({ method: 'GET', url: done.url, headers: { authorization: `Bearer ${token}` } })
    ).body
      .trim()
      .split('\r\n');
    expect(csv[0]).toBe(
      'unitSerial,model,productLine,customerName,customerVehicleNumber,readiness,openApnCount,overdueServiceCount,openServiceCount,openWarrantyCount,instanceId',
    );
    expect(csv.slice(1)).toEqual([
      "SN-OPR-2,TL-50,Aerial Devices,Alpha Utilities,'=1+1,READY,0,0,1,0,U-OPR-2",
    ]);
  });

  it('needs B2B_Reporting, refuses other organisations and bad input', async () => {
    expect((await report(USERS.alice)).statusCode).toBe(403);
    expect((await report(reporter, { accountIds: [ORG.bravo] })).statusCode).toBe(403);
    const bad = await report(reporter, {
      readiness: 'MAYBE',
      sortOptions: [{ fieldName: 'secret' }],
      page: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().exceptionMessages).toEqual(
      expect.arrayContaining([
        'readiness must be ALL, READY or NOT_READY.',
        'sortOptions.fieldName is not a sortable field.',
        'page must be a number.',
      ]),
    );
  });
});
