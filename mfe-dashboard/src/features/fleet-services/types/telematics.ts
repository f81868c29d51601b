// Shapes of /telematics/insights, /telematics/events and /telematics/unitEvents
// (api/src/domains/telematics/telematics-service.ts).

export type InsightName = 'safety' | 'alms' | 'performance' | 'jems' | 'jemsHistory';
export type InsightInterval = 'day' | 'week' | 'month';
export type EventCategory = 'SAFETY' | 'LOAD' | 'PERFORMANCE' | 'JEMS';
export type EventSeverity = 'HIGH' | 'MEDIUM' | 'LOW';

/** One period of a series: its first day (yyyy-mm-dd) and the insight's measures. */
export interface InsightPoint {
  period: string;
  [measure: string]: string | number | null;
}

export interface EventTypeCount {
  type: string;
  count: number;
}

/** jemsHistory: one row per unit over the range. */
export interface JemsHistoryUnit {
  instanceId: string;
  unitSerial: string;
  model: string;
  days: number;
  engineOffMinutes: number;
  lowestStateOfCharge: number | null;
  engineHours: number;
}

export interface InsightResponse {
  insight: InsightName;
  interval: InsightInterval | null;
  points: InsightPoint[];
  eventsByType?: EventTypeCount[];
  units?: JemsHistoryUnit[];
}

export interface InsightRequest {
  insight: InsightName;
  interval: InsightInterval;
  range: { start: string | null; end: string | null } | null;
}

export interface TelematicsEvent {
  eventId: string;
  instanceId: string;
  accountId: string;
  unitSerial: string;
  model: string;
  customerVehicleNumber: string | null;
  category: EventCategory;
  type: string;
  severity: EventSeverity;
  occurredAt: string;
  location: { latitude: number | null; longitude: number | null; description: string | null };
  value: number | null;
  details: Record<string, unknown> | null;
}

export interface EventSearchRequest {
  categories: EventCategory[];
  range: { start: string | null; end: string | null } | null;
  sortOptions: { fieldName: 'occurredAt' | 'severity' | 'type' | 'category'; direction: 'ASC' | 'DESC' }[];
  page: number;
  size: number;
}

export interface EventSearchResponse {
  content: TelematicsEvent[];
  totalRecords: number;
}

/** One day of one unit (telematics_daily without its keys). */
export interface UnitDay {
  day: string;
  engineHours: number;
  idleHours: number;
  ptoHours: number;
  fuelUsed: number;
  maxLoadPercent: number;
  overloadCount: number;
  safetyEventCount: number;
  jemsEngineOffMinutes: number;
  jemsMinStateOfCharge: number | null;
}

export interface UnitTelematics {
  unit: {
    instanceId: string;
    unitSerial: string;
    model: string;
    customerVehicleNumber: string | null;
    customerName: string;
    currentLocation: string | null;
  };
  events: TelematicsEvent[];
  lastDays: UnitDay[];
}
