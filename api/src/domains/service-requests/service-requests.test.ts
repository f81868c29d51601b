import { ALL_B2B, createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { SR, seedFleetWorld } from '../fleet/test-fleet-world.js';

const as = (user: TestUser, permissions: string[]): TestUser => ({ ...user, permissions });
const VIEWER = as(USERS.alice, [...ALL_B2B, 'B2B_View_SRs']);

describe('service requests', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await seedFleetWorld(h);
  });
  afterAll(async () => {
    await h.close();
  });

  const call = (user: TestUser, endpoint: string, body: Record<string, unknown>) =>
    h.integration(user, { endpoint, body });

  it('searches the caller’s requests with filters and sorting', async () => {
    const all = (
      await call(VIEWER, '/serviceRequest/search', {
        sortOptions: [{ fieldName: 'srNumber', direction: 'ASC' }],
      })
    ).json();
    expect(all.content.map((r: { srId: string }) => r.srId)).toEqual([SR.alpha, SR.alphaClosed]);
    expect(all.content[0]).toMatchObject({
      unitSerial: 'SN-A1',
      status: 'OPEN',
      openedAt: '2026-01-10T12:00:00.000Z',
    });
    const open = (
      await call(VIEWER, '/serviceRequest/search', {
        filterOptions: [{ fieldName: 'STATUS', value: 'ACTIVE' }],
      })
    ).json();
    expect(open.totalRecords).toBe(1);
    const ranged = (
      await call(VIEWER, '/serviceRequest/search', { range: { start: '2025-01-01', end: '2025-12-31' } })
    ).json();
    expect(ranged.content.map((r: { srId: string }) => r.srId)).toEqual([SR.alphaClosed]);
    const queried = (await call(VIEWER, '/serviceRequest/search', { query: 'drifts' })).json();
    expect(queried.totalRecords).toBe(1);
  });

  it('refuses bad input, other organisations and callers without B2B_View_SRs', async () => {
    for (const [body, message] of [
      [{ sortOptions: [{ fieldName: 'description' }] }, 'sortOptions.fieldName is not a sortable field.'],
      [{ page: -1 }, 'page starts at 0.'],
      [
        { filterOptions: [{ fieldName: 'STATUS', value: 'LOST' }] },
        'STATUS must be one of OPEN, IN_PROGRESS, CLOSED, CANCELLED or ACTIVE.',
      ],
      [
        { filterOptions: [{ fieldName: 'technician', value: 'x' }] },
        'filterOptions.fieldName is not a filterable field.',
      ],
    ] as const) {
      const res = await call(VIEWER, '/serviceRequest/search', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().exceptionMessages).toContain(message);
    }
    expect((await call(VIEWER, '/serviceRequest/search', { accountIds: [ORG.bravo] })).statusCode).toBe(403);
    expect((await call(USERS.alice, '/serviceRequest/search', {})).statusCode).toBe(403);
    // another organisation's request and an unknown one read alike: not found, said in the spec's error shape
    for (const srId of [SR.bravo, 'SR-100003', 'SR-999999']) {
      const res = await call(VIEWER, '/serviceRequest/details', { srId });
      expect({ status: res.statusCode, message: res.json().userFriendlyMessage }).toEqual({
        status: 404,
        message: `Service request ${srId} was not found in your fleet.`,
      });
      expect(res.json().uuid).toEqual(expect.any(String));
    }
  });

  it('shows details by id or number, with the unit and comments', async () => {
    for (const srId of [SR.alpha, 'SR-100001']) {
      const res = await call(VIEWER, '/serviceRequest/details', { srId });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        srNumber: 'SR-100001',
        unit: { instanceId: 'U-ALPHA-1', unitSerial: 'SN-A1' },
        comments: [{ author: 'Service Center', text: 'Technician assigned.' }],
      });
    }
  });

  it('exports the search as CSV through an async job', async () => {
    const queued = await call(VIEWER, '/serviceRequest/csv/searchasync', {
      sortOptions: [{ fieldName: 'srNumber', direction: 'ASC' }],
    });
    expect(queued.statusCode).toBe(200);
    const { jobId } = queued.json();
    expect(await h.app.jobWorker.drain()).toBe(1);
    const token = await h.token(VIEWER);
    const status = (
      await h.app.inject({
        method: 'POST',
        url: '/api/messaging',
        headers: { authorization: `Bearer ${token}` },
        payload: { operation: { jobId } },
      })
    ).json();
    expect(status.jobStatusId).toBe(2);
    expect(status.url).toMatch(/service-requests-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = await h.app.inject({
      method: 'GET',
      url: status.url,
      headers: { authorization: `Bearer ${token}` },
    });
    const lines = file.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'srNumber,status,type,severity,summary,unitSerial,model,customerVehicleNumber,customerName,location,technician,openedAt,closedAt,accountId',
    );
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['SR-100001', 'SR-100002']);
    expect(file.body).not.toContain('Bravo secret repair');
    expect((await call(USERS.alice, '/serviceRequest/csv/searchasync', {})).statusCode).toBe(403);
  });
});
