// Test support (imported only by *.test.ts): the equipment data of the harness world — a group per
// organisation, service requests, notices with attachments and per-unit status, warranty claims, contacts related
// to units and telematics — so each test can read real rows. Ids are fixed; call once per harness.
import type { Harness } from '../../http/test-harness.js';
import { ORG } from '../../http/test-harness.js';
import {
  contacts,
  fleetGroupUnits,
  fleetGroups,
  noticeAttachments,
  noticeUnits,
  notices,
  serviceRequests,
  telematicsDaily,
  telematicsEvents,
  unitContacts,
  warrantyClaims,
} from '../../db/schema.js';

export const GROUP = {
  alpha: '00000000-0000-4000-9000-000000000001',
  bravo: '00000000-0000-4000-9000-000000000002',
  child1: '00000000-0000-4000-9000-000000000003',
} as const;

export const SR = { alpha: 'SR-ALPHA-1', alphaClosed: 'SR-ALPHA-2', bravo: 'SR-BRAVO-1' } as const;
export const APN = { alpha: 'APN-T-1', bravoOnly: 'APN-T-2' } as const;
export const ATTACHMENT = { alpha: 'ATT-T-1', bravoOnly: 'ATT-T-2' } as const;
export const CLAIM = { alpha: 'WC-ALPHA-1', bravo: 'WC-BRAVO-1' } as const;
export const CONTACT = { alpha: 'C-ALPHA-1', bravo: 'C-BRAVO-1' } as const;
export const EVENT = { alpha: 'EV-ALPHA-1', bravo: 'EV-BRAVO-1' } as const;

export async function seedFleetWorld(h: Harness): Promise<void> {
  const db = h.db;
  await db.insert(fleetGroups).values([
    { groupId: GROUP.alpha, accountId: ORG.alpha, name: 'Alpha Line Crews', description: 'Alpha units' },
    { groupId: GROUP.bravo, accountId: ORG.bravo, name: 'Bravo Crews', description: 'Bravo units' },
    { groupId: GROUP.child1, accountId: ORG.child1, name: 'Child One Pool', description: 'Child units' },
  ]);
  await db.insert(fleetGroupUnits).values([
    { groupId: GROUP.alpha, instanceId: 'U-ALPHA-1' },
    { groupId: GROUP.bravo, instanceId: 'U-BRAVO-1' },
    { groupId: GROUP.child1, instanceId: 'U-CHILD1-1' },
  ]);
  const opened = new Date('2026-01-10T12:00:00Z');
  await db.insert(serviceRequests).values([
    {
      srId: SR.alpha,
      srNumber: 'SR-100001',
      accountId: ORG.alpha,
      instanceId: 'U-ALPHA-1',
      status: 'OPEN',
      type: 'Repair',
      summary: 'Boom drifts down under load',
      comments: [{ author: 'Service Center', at: opened.toISOString(), text: 'Technician assigned.' }],
      openedAt: opened,
    },
    {
      srId: SR.alphaClosed,
      srNumber: 'SR-100002',
      accountId: ORG.alpha,
      instanceId: 'U-ALPHA-2',
      status: 'CLOSED',
      type: 'Inspection',
      summary: 'Annual inspection',
      openedAt: new Date('2025-06-01T12:00:00Z'),
      closedAt: new Date('2025-06-03T12:00:00Z'),
    },
    {
      srId: SR.bravo,
      srNumber: 'SR-100003',
      accountId: ORG.bravo,
      instanceId: 'U-BRAVO-1',
      status: 'OPEN',
      type: 'Repair',
      summary: 'Bravo secret repair',
      openedAt: opened,
    },
  ]);
  await db.insert(notices).values([
    {
      apnId: APN.alpha,
      apnNumber: 'T-1',
      title: 'Rotation bearing bolt inspection',
      description: 'Inspect and torque the rotation bearing bolts.',
      productLine: 'Aerial Devices',
      models: ['TL-50'],
      noticeType: 'SAFETY',
      severity: 'HIGH',
      issuedDate: '2025-11-01',
      dueDate: '2026-11-01',
    },
    {
      apnId: APN.bravoOnly,
      apnNumber: 'T-2',
      title: 'Bravo-only notice',
      description: 'Only Bravo has a unit it applies to.',
      productLine: 'Aerial Devices',
      models: ['XX-1'],
      noticeType: 'SERVICE',
      severity: 'LOW',
      issuedDate: '2025-10-01',
    },
  ]);
  await db.insert(noticeAttachments).values([
    { attachmentId: ATTACHMENT.alpha, apnId: APN.alpha, description: 'Bulletin', filename: 'APN-T-1.pdf' },
    {
      attachmentId: ATTACHMENT.bravoOnly,
      apnId: APN.bravoOnly,
      description: 'Bulletin',
      filename: 'APN-T-2.pdf',
    },
  ]);
  await db.insert(noticeUnits).values([
    { apnId: APN.alpha, instanceId: 'U-ALPHA-1', accountId: ORG.alpha },
    { apnId: APN.alpha, instanceId: 'U-BRAVO-1', accountId: ORG.bravo },
    { apnId: APN.bravoOnly, instanceId: 'U-BRAVO-1', accountId: ORG.bravo },
  ]);
  await db.insert(warrantyClaims).values([
    {
      claimId: CLAIM.alpha,
      claimNumber: 'WC-20001',
      accountId: ORG.alpha,
      instanceId: 'U-ALPHA-1',
      status: 'IN_REVIEW',
      failureDate: '2025-12-01',
      complaint: 'Hydraulic leak at the jib',
      submittedAt: new Date('2025-12-05T00:00:00Z'),
    },
    {
      claimId: CLAIM.bravo,
      claimNumber: 'WC-20002',
      accountId: ORG.bravo,
      instanceId: 'U-BRAVO-1',
      status: 'SUBMITTED',
      failureDate: '2025-12-02',
      complaint: 'Bravo secret claim',
      submittedAt: new Date('2025-12-06T00:00:00Z'),
    },
  ]);
  await db.insert(contacts).values([
    {
      contactId: CONTACT.alpha,
      accountId: ORG.alpha,
      firstName: 'Ava',
      lastName: 'Operator',
      email: 'ava@alpha.example',
    },
    {
      contactId: CONTACT.bravo,
      accountId: ORG.bravo,
      firstName: 'Bo',
      lastName: 'Manager',
      email: 'bo@bravo.example',
    },
  ]);
  await db.insert(unitContacts).values([
    { instanceId: 'U-ALPHA-1', contactId: CONTACT.alpha, relationship: 'OPERATOR' },
    { instanceId: 'U-BRAVO-1', contactId: CONTACT.bravo, relationship: 'FLEET_MANAGER' },
  ]);
  await db.insert(telematicsEvents).values([
    {
      eventId: EVENT.alpha,
      instanceId: 'U-ALPHA-1',
      accountId: ORG.alpha,
      category: 'SAFETY',
      type: 'OUTRIGGERS_NOT_SET',
      severity: 'HIGH',
      occurredAt: new Date('2026-01-15T15:30:00Z'),
      latitude: 34.7304,
      longitude: -86.5861,
      location: 'Huntsville, AL',
    },
    {
      eventId: EVENT.bravo,
      instanceId: 'U-BRAVO-1',
      accountId: ORG.bravo,
      category: 'LOAD',
      type: 'PLATFORM_OVERLOAD',
      severity: 'MEDIUM',
      occurredAt: new Date('2026-01-16T15:30:00Z'),
      value: 112,
    },
  ]);
  const days = ['2026-01-14', '2026-01-15', '2026-01-16'];
  await db.insert(telematicsDaily).values(
    ['U-ALPHA-1', 'U-BRAVO-1'].flatMap((instanceId, u) =>
      days.map((day, i) => ({
        instanceId,
        accountId: u === 0 ? ORG.alpha : ORG.bravo,
        day,
        engineHours: 6 + i,
        idleHours: 1 + i / 2,
        ptoHours: 3,
        fuelUsed: 10 + i,
        maxLoadPercent: 80 + i * 5,
        overloadCount: i,
        safetyEventCount: i === 1 ? 1 : 0,
        jemsEngineOffMinutes: 30 * (i + 1),
        jemsMinStateOfCharge: 60 - i * 5,
      })),
    ),
  );
}
