// Quick order: rows of part number and quantity, paste of many lines, a check per row.
import { PlannedPage } from '@portal/shared-session';

export default function QuickOrderPage() {
  return <PlannedPage title="Quick Order" />;
}
