// Telematics: /telematics/events (spec 7; its errors are not reported by the client, spec 8), one unit's events
// (event-details) and the fleet-services insight series.
import {
  eventSearchSchema,
  insightSchema,
  TELEMATICS_INSIGHT_RULES,
  searchTelematicsEvents,
  telematicsInsights,
  unitEventsSchema,
  unitTelematics,
} from './telematics-service.js';
import { defineHandler } from '../../gateway/registry.js';

export const telematicsHandlers = [
  defineHandler({
    kind: 'sync',
    path: '/telematics/events',
    audience: 'authenticated',
    rule: 'insights.events',
    description: 'Telematics events of the caller’s units, by the categories the caller’s privileges show.',
    schema: eventSearchSchema,
    handle: (ctx, { body }) => searchTelematicsEvents(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/telematics/unitEvents',
    audience: 'authenticated',
    rule: 'insights.events',
    description: 'One unit’s events and last days (event-details/{instanceId}).',
    schema: unitEventsSchema,
    handle: (ctx, { body }) => unitTelematics(ctx, body),
  }),
  defineHandler({
    kind: 'sync',
    path: '/telematics/insights',
    audience: 'authenticated',
    rule: { field: 'insight', rules: TELEMATICS_INSIGHT_RULES },
    description: 'Fleet-services insight series: safety, alms, performance, jems, jemsHistory.',
    schema: insightSchema,
    handle: (ctx, { body }) => telematicsInsights(ctx, body),
  }),
];
