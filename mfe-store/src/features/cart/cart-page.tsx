// The supply-store cart: guest (local) or server cart, quantity edits and removal (spec 4).
import { PlannedPage } from '@portal/shared-session';

export default function CartPage() {
  return <PlannedPage title="Shopping Cart" />;
}
