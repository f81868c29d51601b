// Fleet alerts (issue 38) on PGlite and on PostgreSQL when TEST_DATABASE_URL is set: each user's choice in their
// notification settings; the worker's job mails a unit that became overdue, a new APN on the user's units and a
// fault event, each once (a second run, or two at once, send nothing more), or in one digest a day; another
// organisation's events never reach a user.
import { eq, sql } from 'drizzle-orm';
import {
  fleetUnits,
  mailOutbox,
  noticeUnits,
  notices,
  telematicsEvents,
  unitMaintenanceRecords,
} from '../../db/schema.js';
import { createHarness, ORG, USERS } from '../../http/test-harness.js';
import type { Harness, TestUser } from '../../http/test-harness.js';
import { queryRows } from '../../db/client.js';
import { sendFleetAlerts } from './alerts.js';
import { refreshUnitPlans } from './maintenance-service.js';

const TODAY = '2025-03-15';
const NOW = new Date(`${TODAY}T15:00:00Z`);
const ALL_OFF = { unitOverdue: false, newNotice: false, faultEvent: false, dailyDigest: false };

describe('fleet alerts', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness({ deps: { now: () => NOW } });
    // U-ALPHA-1 and U-BRAVO-1: insulated, their dielectric test due 28 Feb; the others have nothing due yet
    await h.db.update(fleetUnits).set({ inServiceDate: '2025-02-01' });
    await h.db
      .update(fleetUnits)
      .set({ insulated: true, inServiceDate: '2020-05-01' })
      .where(sql`${fleetUnits.instanceId} in ('U-ALPHA-1', 'U-BRAVO-1')`);
    await h.db.insert(unitMaintenanceRecords).values(
      ['U-ALPHA-1', 'U-BRAVO-1'].flatMap((instanceId) =>
        (
          [
            ['ANNUAL', '2024-03-10'],
            ['DIELECTRIC', '2024-02-29'],
            ['FREQUENT', '2025-02-01'],
            ['A', '2025-01-01'],
            ['B', '2024-12-01'],
          ] as const
        ).map(([code, performedOn]) => ({
          instanceId,
          kind: code.length === 1 ? ('SERVICE' as const) : ('INSPECTION' as const),
          code,
          performedOn,
          hourMeter: null,
        })),
      ),
    );
    await refreshUnitPlans(h.db, TODAY);
  });
  afterAll(async () => {
    await h.close();
  });

  const settings = (user: TestUser, body?: Record<string, unknown>) =>
    h.integration(user, {
      endpoint: body ? '/fleet/alerts/settings/save' : '/fleet/alerts/settings',
      body: body ?? {},
    });
  const mailsTo = (user: TestUser) =>
    h.db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)).orderBy(mailOutbox.createdAt);

  it('keeps each user’s own choice, all off until saved, and refuses bad input in the spec’s error shape', async () => {
    expect((await settings(USERS.alice)).json()).toEqual(ALL_OFF);
    const saved = await settings(USERS.alice, { ...ALL_OFF, unitOverdue: true });
    expect(saved.json()).toEqual({ ...ALL_OFF, unitOverdue: true });
    expect((await settings(USERS.alice)).json()).toEqual({ ...ALL_OFF, unitOverdue: true });
    expect((await settings(USERS.bob)).json()).toEqual(ALL_OFF);
    for (const [body, message] of [
      [{ ...ALL_OFF, unitOverdue: 'yes' }, 'unitOverdue must be true or false.'],
      [{ unitOverdue: true, newNotice: false, faultEvent: false }, 'dailyDigest is required.'],
    ] as const) {
      const res = await settings(USERS.alice, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().exceptionMessages).toContain(message);
    }
    const noFleet: TestUser = { ...USERS.alice, permissions: ['B2B_Dashboard'] };
    expect((await settings(noFleet)).statusCode).toBe(403);
  });

  it('mails a unit that became overdue once, to its own organisation’s users only', async () => {
    await settings(USERS.alice, { ...ALL_OFF, unitOverdue: true });
    expect(await sendFleetAlerts(h.db, NOW)).toBe(1);
    const [mail, ...more] = await mailsTo(USERS.alice);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ subject: 'Unit SN-A1 is overdue', template: 'FleetAlertEmail' });
    expect(mail!.text).toContain('Unit SN-A1 (TL-50) is overdue: Dielectric test was due 2025-02-28.');
    // the job runs again (and twice at once): nothing more
    expect(await sendFleetAlerts(h.db, NOW)).toBe(0);
    await Promise.all([sendFleetAlerts(h.db, NOW), sendFleetAlerts(h.db, NOW)]);
    expect(await mailsTo(USERS.alice)).toHaveLength(1);
    // Bravo's overdue unit reaches no one who did not ask
    expect(await mailsTo(USERS.bob)).toEqual([]);
  });

  it('mails a fault event and a new APN on the user’s units, not a low-severity event nor another organisation’s', async () => {
    await settings(USERS.alice, { ...ALL_OFF, newNotice: true, faultEvent: true });
    const at = new Date(NOW.getTime() - 3_600_000);
    await h.db.insert(telematicsEvents).values([
      {
        eventId: 'EV-FAULT-A',
        instanceId: 'U-ALPHA-2',
        accountId: ORG.alpha,
        category: 'SAFETY',
        type: 'TILT_ALARM',
        severity: 'HIGH',
        occurredAt: at,
        location: 'Huntsville, AL',
      },
      {
        eventId: 'EV-IDLE-A',
        instanceId: 'U-ALPHA-2',
        accountId: ORG.alpha,
        category: 'PERFORMANCE',
        type: 'EXCESSIVE_IDLE',
        severity: 'LOW',
        occurredAt: at,
      },
      {
        eventId: 'EV-FAULT-B',
        instanceId: 'U-BRAVO-1',
        accountId: ORG.bravo,
        category: 'SAFETY',
        type: 'TILT_ALARM',
        severity: 'HIGH',
        occurredAt: at,
      },
    ]);
    await h.db.insert(notices).values({
      apnId: 'APN-NEW-1',
      apnNumber: 'APN-2025-031',
      title: 'Boom pin inspection',
      description: 'Inspect the boom pins.',
      productLine: 'Aerial Devices',
      models: ['TL-50'],
      noticeType: 'SAFETY',
      severity: 'HIGH',
      issuedDate: TODAY,
    });
    await h.db.insert(noticeUnits).values([
      { apnId: 'APN-NEW-1', instanceId: 'U-ALPHA-1', accountId: ORG.alpha },
      { apnId: 'APN-NEW-1', instanceId: 'U-BRAVO-1', accountId: ORG.bravo },
    ]);
    const before = (await mailsTo(USERS.alice)).length;
    expect(await sendFleetAlerts(h.db, NOW)).toBe(2);
    const subjects = (await mailsTo(USERS.alice)).slice(before).map((m) => m.subject);
    expect(subjects.sort()).toEqual([
      'Fault reported on unit SN-A2',
      'New APN APN-2025-031 applies to your units',
    ]);
    const fault = (await mailsTo(USERS.alice)).find((m) => m.subject === 'Fault reported on unit SN-A2');
    expect(fault!.text).toContain(
      'Unit SN-A2 reported tilt alarm at 2025-03-15 14:00 UTC near Huntsville, AL.',
    );
    expect(await sendFleetAlerts(h.db, NOW)).toBe(0);
  });

  it('gathers a user’s alerts in one digest a day', async () => {
    await settings(USERS.bob, { unitOverdue: true, newNotice: true, faultEvent: true, dailyDigest: true });
    expect(await sendFleetAlerts(h.db, NOW)).toBe(1);
    const [digest] = await mailsTo(USERS.bob);
    expect(digest).toMatchObject({
      subject: 'Your fleet today: 3 alerts',
      template: 'FleetAlertDigestEmail',
    });
    expect(digest!.text).toContain('- Unit SN-B1 (TL-50) is overdue: Dielectric test was due 2025-02-28.');
    expect(digest!.text).toContain('- APN APN-2025-031 (Boom pin inspection) applies to 1 of your units.');
    expect(digest!.text).toContain('- Unit SN-B1 reported tilt alarm');
    // a new event the same day waits for tomorrow's digest, which lists only it
    await h.db.insert(telematicsEvents).values({
      eventId: 'EV-FAULT-B2',
      instanceId: 'U-BRAVO-1',
      accountId: ORG.bravo,
      category: 'LOAD',
      type: 'PLATFORM_OVERLOAD',
      severity: 'HIGH',
      occurredAt: NOW,
    });
    expect(await sendFleetAlerts(h.db, NOW)).toBe(0);
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    expect(await sendFleetAlerts(h.db, tomorrow)).toBe(1);
    const next = (await mailsTo(USERS.bob))[1]!;
    expect(next.subject).toBe('Your fleet today: 1 alert');
    expect(next.text).toContain('reported platform overload');
    const keys = await queryRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from fleet_alerts_sent where user_id = ${USERS.bob.id}::uuid`,
    );
    // three events, one more, and two digests
    expect(keys[0]?.n).toBe(6);
  });

  it('forgets the day a unit became overdue once it is not, so a later overdue is news again', async () => {
    const [before] = await h.db
      .select({ since: fleetUnits.overdueSince })
      .from(fleetUnits)
      .where(eq(fleetUnits.instanceId, 'U-ALPHA-1'));
    expect(before?.since).toBe(TODAY);
    // the dielectric test done: no longer overdue, the day it became so forgotten
    await h.db.delete(unitMaintenanceRecords).where(eq(unitMaintenanceRecords.instanceId, 'U-ALPHA-1'));
    await h.db
      .update(fleetUnits)
      .set({ inServiceDate: '2025-02-01' })
      .where(eq(fleetUnits.instanceId, 'U-ALPHA-1'));
    await refreshUnitPlans(h.db, TODAY, [ORG.alpha]);
    const [after] = await h.db
      .select({ status: fleetUnits.dueStatus, since: fleetUnits.overdueSince })
      .from(fleetUnits)
      .where(eq(fleetUnits.instanceId, 'U-ALPHA-1'));
    expect(after).toEqual({ status: 'OK', since: null });
  });
});
