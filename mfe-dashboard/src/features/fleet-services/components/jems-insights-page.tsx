// /pages/dashboard/equipment/fleetservices/compliance/jems/insights: engine-off work on battery and the lowest
// charge; the per-unit reports link shows for those who may read them: the reports route's named rule
// ('insights.jems-history', spec 6: Developer_Admin and B2B_Reporting), as its guard and the API decide.
import { Link } from '@portal/shared-session/routing';
import { allowsPrivileges } from '@portal/rules/access';
import { usePrivileges } from '@portal/shared-session';
import { InsightPage } from './insight-page';
import { JEMS } from '../utils/insight-specs';
import { JEMS_REPORTS } from './jems-reports-page';

export default function JemsInsightsPage() {
  const mayReport = allowsPrivileges('insights.jems-history', usePrivileges());
  return (
    <InsightPage spec={JEMS} links={mayReport ? <Link to={JEMS_REPORTS}>JEMS Reports</Link> : undefined} />
  );
}
