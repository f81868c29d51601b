// Cascade Crane and Rigging's APN backlog: every notice is open on its first unit, so one organisation (with a
// seeded user, fleet@cascade-crane.example) has more open APNs than a page of the APN list holds at every seed
// scale — the list's paging is then something a user (and the cross-area journey of issue 35) can walk through.
// Made after the world's notices and without the seed's random numbers, so adding it moves nothing else.
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Transaction } from '../db/client.js';
import { fleetUnits, noticeUnits, notices } from '../db/schema.js';
import { SEED_ORGS } from './users.js';

export const APN_BACKLOG_ORG_KEY = 'cascade';

export async function seedApnBacklog(tx: Transaction): Promise<void> {
  const org = SEED_ORGS.find((o) => o.key === APN_BACKLOG_ORG_KEY);
  if (!org) throw new Error(`no seeded organisation ${APN_BACKLOG_ORG_KEY}`);
  const [unit] = await tx
    .select({ instanceId: fleetUnits.instanceId })
    .from(fleetUnits)
    .where(eq(fleetUnits.accountId, org.accountId))
    .orderBy(asc(fleetUnits.instanceId))
    .limit(1);
  if (!unit) return;
  const linked = await tx
    .select({ apnId: noticeUnits.apnId })
    .from(noticeUnits)
    .where(and(eq(noticeUnits.instanceId, unit.instanceId), eq(noticeUnits.accountId, org.accountId)));
  const missing = await tx
    .select({ apnId: notices.apnId })
    .from(notices)
    .where(
      linked.length
        ? notInArray(
            notices.apnId,
            linked.map((l) => l.apnId),
          )
        : undefined,
    );
  if (missing.length === 0) return;
  await tx.insert(noticeUnits).values(
    missing.map((n) => ({
      apnId: n.apnId,
      instanceId: unit.instanceId,
      accountId: org.accountId,
      status: 'OPEN' as const,
    })),
  );
}
