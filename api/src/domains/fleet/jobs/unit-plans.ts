// The units' plans dated again (issue 38): every hour the worker re-dates each unit whose plan is not of today, so
// My Fleet's due status, next inspection and utilisation follow the calendar and the meters with the same rules as
// the unit page (@portal/rules/fleet). Re-dating is idempotent: two processes doing it at once write the same.
import { isNull, lt, or } from 'drizzle-orm';
import type { PeriodicTask } from '../../../jobs/job-kinds.js';
import { fleetUnits } from '../../../db/schema.js';
import { refreshUnitPlans } from '../maintenance-service.js';

export const unitPlans: PeriodicTask = {
  name: 'fleet-unit-plans',
  everyMs: 60 * 60 * 1000,
  run: async (env) => {
    const today = env.now().toISOString().slice(0, 10);
    // a cheap look first: nothing to do once today's plans are stored
    const [stale] = await env.db
      .select({ instanceId: fleetUnits.instanceId })
      .from(fleetUnits)
      .where(or(isNull(fleetUnits.plannedOn), lt(fleetUnits.plannedOn, today)))
      .limit(1);
    if (!stale) return;
    const changes = await refreshUnitPlans(env.db, today);
    env.log.info({ changes: changes.length }, 'fleet unit plans dated');
  },
};
