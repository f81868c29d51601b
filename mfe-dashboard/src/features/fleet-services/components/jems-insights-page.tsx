// /pages/dashboard/equipment/fleetservices/compliance/jems/insights: engine-off work on battery and the lowest
// charge; the per-unit reports link shows for those who may read them (spec 6: Developer_Admin and B2B_Reporting).
import { Link } from '@portal/shared-session/routing';
import { satisfies } from '@portal/rules/privileges';
import { usePrivileges } from '@portal/shared-session';
import { InsightPage } from './insight-page';
import { JEMS } from '../utils/insight-specs';
import { JEMS_REPORTS, JEMS_REPORTS_RULE } from './jems-reports-page';

export default function JemsInsightsPage() {
  const mayReport = satisfies(usePrivileges(), JEMS_REPORTS_RULE);
  return (
    <InsightPage spec={JEMS} links={mayReport ? <Link to={JEMS_REPORTS}>JEMS Reports</Link> : undefined} />
  );
}
