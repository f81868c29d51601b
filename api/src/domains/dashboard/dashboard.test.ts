import { invoices, orders } from '../../db/schema.js';
import { ALL_B2B, createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { seedFleetWorld } from '../fleet/test-fleet-world.js';

const as = (user: TestUser, permissions: string[]): TestUser => ({ ...user, permissions });
const EVERYTHING = as(USERS.alice, [
  ...ALL_B2B,
  'B2B_View_SRs',
  'B2B_View_APNs',
  'B2B_Warranty_View',
  'B2B_View_Default_Invoices',
]);

describe('dashboard home summary', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
    await seedFleetWorld(h);
    await h.db.insert(orders).values(
      [ORG.alpha, ORG.bravo].map((accountId, i) => ({
        orderId: `O-D-${i}`,
        orderNumber: `ON-D-${i}`,
        accountId,
        status: 'BOOKED',
        orderedAt: new Date('2026-01-20T00:00:00Z'),
        subtotal: 100,
        total: 100,
      })),
    );
    await h.db.insert(invoices).values(
      [
        { category: 'DEFAULT', balance: 50, due: '2020-01-01', account: ORG.alpha },
        { category: 'OTHER', balance: 70, due: '2099-01-01', account: ORG.alpha },
        { category: 'DEFAULT', balance: 90, due: '2099-01-01', account: ORG.bravo },
      ].map((inv, i) => ({
        invoiceId: `I-D-${i}`,
        customerTrxId: `CT-D-${i}`,
        trxNumber: `TRX-D-${i}`,
        title: 'Invoice',
        accountId: inv.account,
        status: 'OPEN',
        invoiceCategory: inv.category,
        invoiceDate: '2019-12-01',
        dueDate: inv.due,
        amount: inv.balance,
        balanceDue: inv.balance,
      })),
    );
  });
  afterAll(async () => {
    await h.close();
  });

  const summary = (
    user: TestUser,
    body: Record<string, unknown> = {},
    headers: Record<string, string> = {},
  ) => h.integration(user, { endpoint: '/dashboard/summary', body }, headers);

  it('answers every widget the privileges allow, over the caller’s organisation only', async () => {
    const res = await summary(EVERYTHING);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      accountIds: [ORG.alpha],
      widgets: {
        fleet: { unitCount: 2, unitsWithWarnings: 0 },
        serviceRequests: {
          openCount: 1,
          recent: [expect.objectContaining({ srNumber: 'SR-100001', instanceId: 'U-ALPHA-1' })],
        },
        notices: { openNoticeCount: 1, openUnitCount: 1 },
        warranty: { inProgressCount: 1 },
        orders: { recent: [expect.objectContaining({ orderNumber: 'ON-D-0', total: 100 })] },
        // the default-invoices privilege alone: the OTHER invoice is left out
        invoices: { dueCount: 1, pastDueCount: 1, balanceDue: [{ currency: 'USD', amount: 50 }] },
      },
    });
  });

  it('leaves out the widgets a privilege does not allow', async () => {
    const res = await summary(as(USERS.alice, ['B2B_Dashboard', 'B2B_Fleet_Search']));
    expect(Object.keys(res.json().widgets)).toEqual(['fleet']);
    expect((await summary(as(USERS.alice, ['B2B_Fleet_Search']))).statusCode).toBe(403);
  });

  it('covers the children when a parent-holding user views all, one when selected', async () => {
    const all = (await summary(USERS.holly)).json();
    expect(all.accountIds.sort()).toEqual([ORG.child1, ORG.child2, ORG.holding].sort());
    expect(all.widgets.fleet.unitCount).toBe(2);
    const one = (await summary(USERS.holly, {}, { 'x-selected-organization': ORG.child1 })).json();
    expect(one.widgets.fleet.unitCount).toBe(1);
    expect((await summary(USERS.alice, { accountIds: [ORG.bravo] })).statusCode).toBe(403);
    expect((await summary(USERS.alice, { accountIds: 'T-ALPHA' })).statusCode).toBe(400);
  });
});
