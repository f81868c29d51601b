// /pages/dashboard/equipment/fleetservices/safety/alms: platform loads and overloads (ALMS).
import { Link } from '@portal/shared-session/routing';
import { InsightPage } from './insight-page';
import { ALMS } from '../utils/insight-specs';

export default function AlmsPage() {
  return (
    <InsightPage
      spec={ALMS}
      links={<Link to="/pages/dashboard/equipment/fleetservices/safety">Safety</Link>}
    />
  );
}
