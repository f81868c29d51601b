// Every brand with products shown online.
import { PlannedPage } from '@portal/shared-session';

export default function AllBrandsPage() {
  return <PlannedPage title="All Brands" />;
}
