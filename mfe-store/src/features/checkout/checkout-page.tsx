// Checkout: addresses, payment, quote and order (spec 2, 4, 8).
import { PlannedPage } from '@portal/shared-session';

export default function CheckoutPage() {
  return <PlannedPage title="Checkout" />;
}
