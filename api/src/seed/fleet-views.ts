// A saved view of My Fleet for the Keystone administrator (issue 38), so the list of views has one to apply on a
// fresh start: the units overdue, most urgent first, with the columns a fleet manager checks them by.
import { sql } from 'drizzle-orm';
import { MY_FLEET_DEFAULT_COLUMNS } from '@portal/rules/fleet';
import type { Executor } from '../db/client.js';
import type { FleetViewDefinition } from '../db/schema.js';

export const SEEDED_FLEET_VIEW = {
  owner: 'admin@keystone-electric.example',
  name: 'Overdue units',
  view: {
    query: '',
    filter: { dueStatus: ['OVERDUE'] },
    columns: [...MY_FLEET_DEFAULT_COLUMNS],
    sort: { field: 'nextInspectionOn', direction: 'ASC' },
    pageSize: 25,
  } satisfies FleetViewDefinition,
};

export async function seedFleetViews(db: Executor): Promise<number> {
  const { owner, name, view } = SEEDED_FLEET_VIEW;
  await db.execute(sql`insert into fleet_saved_views (user_id, name, view)
    select id, ${name}, ${JSON.stringify(view)}::jsonb from users where email = ${owner}`);
  return 1;
}
