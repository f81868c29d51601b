// Punchout launch: decodes the launch token and starts the procurement session.
import { PlannedPage } from '@portal/shared-session';

export default function PunchoutLaunchPage() {
  return <PlannedPage title="Punchout" />;
}
