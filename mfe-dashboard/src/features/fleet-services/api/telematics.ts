// Telematics through the gateway: the insight series, the event list and one unit's events (event details).
import { integrationRequest } from '@portal/api-client';
import type {
  EventSearchRequest,
  EventSearchResponse,
  InsightRequest,
  InsightResponse,
  UnitTelematics,
} from '../types/telematics';

export const fetchInsight = (body: InsightRequest, signal?: AbortSignal) =>
  integrationRequest<InsightResponse>({ endpoint: '/telematics/insights', body, signal });

export const searchEvents = (body: EventSearchRequest, signal?: AbortSignal) =>
  integrationRequest<EventSearchResponse>({ endpoint: '/telematics/events', body, signal });

export const fetchUnitTelematics = (instanceId: string, signal?: AbortSignal) =>
  integrationRequest<UnitTelematics>({ endpoint: '/telematics/unitEvents', body: { instanceId }, signal });
