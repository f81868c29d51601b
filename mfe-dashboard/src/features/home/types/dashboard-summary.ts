// /dashboard/summary (api/src/services/dashboard/dashboard-service.ts): only the widgets the caller's privileges
// allow are present.

export interface RecentServiceRequest {
  srId: string;
  srNumber: string;
  status: string;
  summary: string;
  instanceId: string | null;
  openedAt: string;
}

export interface RecentOrder {
  orderId: string;
  orderNumber: string;
  status: string;
  orderedAt: string;
  /** null: withheld (priceWithheld) */
  total: number | null;
  /** true: the user may not see prices (no B2B_See_Replacement_Parts_Pricing), so the API leaves the total out */
  priceWithheld?: boolean;
  currency: string;
}

export interface DashboardWidgets {
  fleet?: { unitCount: number; unitsWithWarnings: number };
  serviceRequests?: { openCount: number; recent: RecentServiceRequest[] };
  notices?: { openNoticeCount: number; openUnitCount: number };
  warranty?: { inProgressCount: number };
  orders?: { recent: RecentOrder[] };
  invoices?: {
    dueCount: number;
    pastDueCount: number;
    balanceDue: { currency: string; amount: number }[];
  };
}

export interface DashboardSummary {
  accountIds: string[];
  widgets: DashboardWidgets;
}
