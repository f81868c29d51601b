// Every category of the five-level tree.
import { PlannedPage } from '@portal/shared-session';

export default function AllCategoriesPage() {
  return <PlannedPage title="All Categories" />;
}
