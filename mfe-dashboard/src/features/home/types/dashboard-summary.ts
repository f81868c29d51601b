// /dashboard/summary's answer, from the gateway contract: only the widgets the caller's privileges allow are present.
import type { GatewayResponse } from '@portal/api-client';

export type DashboardSummary = GatewayResponse<'/dashboard/summary'>;
export type DashboardWidgets = DashboardSummary['widgets'];
