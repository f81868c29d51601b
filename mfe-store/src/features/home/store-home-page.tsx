// Store home: featured categories, brands and products (spec 2).
import { PlannedPage } from '@portal/shared-session';

export default function StoreHomePage() {
  return <PlannedPage title="Supply Store" />;
}
