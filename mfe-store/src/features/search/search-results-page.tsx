// Search results with category and brand refinement, sort and pagination, all state in the URL (spec 2, 7).
import { PlannedPage } from '@portal/shared-session';

export default function SearchResultsPage() {
  return <PlannedPage title="Search Results" />;
}
