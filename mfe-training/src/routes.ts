// Every route of the Training Store area (spec section 2) with its title. Pages without a component are built by a
// later release and show their title with a notice until then.
import type { RemoteRouteDefinition } from '@portal/shared-session';

export const routes: readonly RemoteRouteDefinition[] = [
  { path: '/pages/training-store', title: 'Training Store' },
  { path: '/pages/training-store/cart', title: 'Training Cart' },
  { path: '/pages/training-store/open-free-course-modal', title: 'Free Course' },
  { path: '/pages/training-store/search', title: 'Course Search' },
];
