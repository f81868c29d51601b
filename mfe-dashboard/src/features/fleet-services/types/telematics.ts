// Telematics' shapes, from the gateway contract: /telematics/insights, /telematics/events and /telematics/unitEvents.
import type { GatewayInput, GatewayResponse } from '@portal/api-client';

export type InsightRequest = GatewayInput<'/telematics/insights'>;
export type InsightResponse = GatewayResponse<'/telematics/insights'>;
export type InsightName = InsightRequest['insight'];
export type InsightInterval = NonNullable<InsightRequest['interval']>;
/** One period of a series: its first day (yyyy-mm-dd) and the insight's measures. */
export type InsightPoint = InsightResponse['points'][number];
export type EventTypeCount = NonNullable<InsightResponse['eventsByType']>[number];
/** jemsHistory: one row per unit over the range. */
export type JemsHistoryUnit = NonNullable<InsightResponse['units']>[number];

export type EventSearchRequest = GatewayInput<'/telematics/events'>;
export type EventSearchResponse = GatewayResponse<'/telematics/events'>;
export type EventCategory = NonNullable<EventSearchRequest['categories']>[number];
export type TelematicsEvent = EventSearchResponse['content'][number];

export type UnitTelematics = GatewayResponse<'/telematics/unitEvents'>;
/** One day of one unit (telematics_daily without its keys). */
export type UnitDay = UnitTelematics['lastDays'][number];
