// The dashboard home's widgets in one gateway call (B2B_Dashboard).
import { integrationRequest } from '@portal/api-client';
import type { DashboardSummary } from '../types/dashboard-summary';

export const dashboardSummary = (signal?: AbortSignal) =>
  integrationRequest<DashboardSummary>({ endpoint: '/dashboard/summary', body: {}, signal });
