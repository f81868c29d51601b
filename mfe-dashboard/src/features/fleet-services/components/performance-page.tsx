// /pages/dashboard/equipment/fleetservices/performance: engine, idle and PTO hours, idle share and fuel.
import { InsightPage } from './insight-page';
import { PERFORMANCE } from '../utils/insight-specs';

export default function PerformancePage() {
  return <InsightPage spec={PERFORMANCE} />;
}
