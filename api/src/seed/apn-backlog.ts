// Cascade Crane and Rigging's APN backlog: a crane company with a run of crane bulletins still open on its first
// crane, so one organisation (with a seeded user, fleet@cascade-crane.example) has more open APNs than a page of the
// APN list holds at every seed scale — the list's paging is then something a user (and the cross-area journey of
// issue 35) can walk through. The bulletins are for cranes and every crane model (issue 38: a notice fits the units
// it applies to), issued in the two years before the seed's day. Made without the seed's random numbers, so adding
// it moves nothing else.
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { fleetUnits, noticeUnits, notices } from '../db/schema.js';
import { MODELS } from './catalog-vocab.js';
import { SEED_ORGS } from './users.js';

export const APN_BACKLOG_ORG_KEY = 'cascade';

const CRANE_BULLETINS: [string, string][] = [
  [
    'Load Moment Indicator Calibration',
    'Recalibrate the load moment indicator against the revised load chart.',
  ],
  ['Outrigger Pad Weld Inspection', 'Inspect the outrigger pad welds for cracks and repair as instructed.'],
  ['Hoist Wire Rope Replacement Interval', 'Replace hoist wire rope at the revised interval.'],
  ['Swing Bearing Bolt Torque', 'Check and re-torque the swing bearing bolts to the revised value.'],
  ['Anti-Two-Block Switch Update', 'Replace the anti-two-block switch with the sealed version.'],
  ['Boom Extension Cable Inspection', 'Inspect the boom extension cables and sheaves for wear.'],
  ['Load Chart Decal Update', 'Replace the load chart decals with the revised chart.'],
  ['Hook Block Latch Replacement', 'Replace hook block safety latches with the revised latch kit.'],
  ['Outrigger Beam Wear Pad Retrofit', 'Retrofit the outrigger beam wear pads with the longer-wearing pads.'],
  ['Jib Stowage Pin Inspection', 'Inspect the jib stowage pins and retaining clips.'],
  ['Hydraulic Hose Routing Revision', 'Re-route the boom hoist hydraulic hoses away from the pinch point.'],
  [
    'Crane Control Software Update',
    'Install the control software update that corrects the boom angle reading.',
  ],
  ['Winch Drum Pawl Inspection', 'Inspect the winch drum pawl and spring for wear and replace if needed.'],
  [
    'Radio Remote Emergency Stop Test',
    'Test the radio remote emergency stop and replace the receiver if it fails.',
  ],
];

const DAY_MS = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export async function seedApnBacklog(tx: Transaction, baseDate: Date): Promise<void> {
  const org = SEED_ORGS.find((o) => o.key === APN_BACKLOG_ORG_KEY);
  if (!org) throw new Error(`no seeded organisation ${APN_BACKLOG_ORG_KEY}`);
  const [unit] = await tx
    .select({ instanceId: fleetUnits.instanceId })
    .from(fleetUnits)
    .where(eq(fleetUnits.accountId, org.accountId))
    .orderBy(asc(fleetUnits.instanceId))
    .limit(1);
  if (!unit) return;
  const rows = CRANE_BULLETINS.map(([title, description], i) => {
    // one every seven weeks or so, the newest a week before the seed's day
    const issued = new Date(baseDate.getTime() - (7 + i * 50) * DAY_MS);
    const year = issued.getUTCFullYear();
    const apnId = `APN-${year}-C${String(i + 1).padStart(2, '0')}`;
    return {
      apnId,
      apnNumber: apnId.replace('APN-', ''),
      title,
      description,
      productLine: 'Cranes',
      models: MODELS['Cranes'] ?? [],
      noticeType: i % 3 === 0 ? 'SAFETY' : 'SERVICE',
      severity: i % 3 === 0 ? 'HIGH' : 'MEDIUM',
      issuedDate: isoDay(issued),
      dueDate: isoDay(new Date(issued.getTime() + 180 * DAY_MS)),
    };
  });
  await tx.insert(notices).values(rows);
  await tx.insert(noticeUnits).values(
    rows.map((n) => ({
      apnId: n.apnId,
      instanceId: unit.instanceId,
      accountId: org.accountId,
      status: 'OPEN' as const,
    })),
  );
}
