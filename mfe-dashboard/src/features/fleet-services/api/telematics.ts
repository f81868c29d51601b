// Telematics through the gateway: the insight series, the event list and one unit's events (event details).
import { gateway } from '@portal/api-client';
import type { EventSearchRequest, InsightRequest } from '../types/telematics';

export const fetchInsight = (body: InsightRequest, signal?: AbortSignal) =>
  gateway('/telematics/insights', body, { signal });

export const searchEvents = (body: EventSearchRequest, signal?: AbortSignal) =>
  gateway('/telematics/events', body, { signal });

export const fetchUnitTelematics = (instanceId: string, signal?: AbortSignal) =>
  gateway('/telematics/unitEvents', { instanceId }, { signal });
