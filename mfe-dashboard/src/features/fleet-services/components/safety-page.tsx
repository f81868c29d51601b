// /pages/dashboard/equipment/fleetservices/safety: safety events over time and by type, the newest listed.
import { Link } from '@portal/shared-session/routing';
import { InsightPage } from './insight-page';
import { SAFETY } from '../utils/insight-specs';

export default function SafetyPage() {
  return (
    <InsightPage
      spec={SAFETY}
      links={<Link to="/pages/dashboard/equipment/fleetservices/safety/alms">Load Monitoring</Link>}
    />
  );
}
