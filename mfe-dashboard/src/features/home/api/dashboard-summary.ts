// The dashboard home's widgets in one gateway call (B2B_Dashboard).
import { gateway } from '@portal/api-client';

export const dashboardSummary = (signal?: AbortSignal) => gateway('/dashboard/summary', {}, { signal });
