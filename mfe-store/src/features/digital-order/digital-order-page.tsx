// Digital order page.
import { PlannedPage } from '@portal/shared-session';

export default function DigitalOrderPage() {
  return <PlannedPage title="Digital Order" />;
}
