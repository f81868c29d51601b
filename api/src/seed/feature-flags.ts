// The seeded feature flags (issue 22, ADR 0015). The spec names no slow-rollout endpoints ("not shown", spec 9),
// so none are seeded; one flag hides the dashboard's Load Monitoring menu entry (mfe-dashboard's area manifest
// names it) for internal associates while the page rolls out to customers first; another names the training store's
// featured courses.
import type { featureFlags } from '../db/schema.js';

export const LOAD_MONITORING_MENU_FLAG = 'dashboard-load-monitoring-menu';

/** The training store's featured courses, chosen by product owners: course ids, comma-separated (issue 40). */
export const FEATURED_COURSES_FLAG = 'training-featured-courses';

export const SEED_FEATURE_FLAGS: (typeof featureFlags.$inferInsert)[] = [
  {
    key: LOAD_MONITORING_MENU_FLAG,
    description: "Shows the dashboard's Load Monitoring menu entry.",
    type: 'boolean',
    defaultValue: true,
    groupValues: { Internal_Associates: false },
  },
  {
    key: FEATURED_COURSES_FLAG,
    description:
      "The training store home's Featured Courses: course ids, comma-separated, in the order shown.",
    type: 'string',
    defaultValue: 'course-0005,course-0012,course-0019,course-0026,course-0033,course-0040',
  },
];
