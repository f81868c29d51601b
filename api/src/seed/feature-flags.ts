// The seeded feature flags (issue 22, ADR 0015). The spec names no slow-rollout endpoints ("not shown", spec 9),
// so none are seeded; the one flag in use hides the dashboard's Load Monitoring menu entry (mfe-dashboard's
// area manifest names it) for internal associates while the page rolls out to customers first.
import type { featureFlags } from '../db/schema.js';

export const LOAD_MONITORING_MENU_FLAG = 'dashboard-load-monitoring-menu';

export const SEED_FEATURE_FLAGS: (typeof featureFlags.$inferInsert)[] = [
  {
    key: LOAD_MONITORING_MENU_FLAG,
    description: "Shows the dashboard's Load Monitoring menu entry.",
    type: 'boolean',
    defaultValue: true,
    groupValues: { Internal_Associates: false },
  },
];
