// Every gateway handler, one table keyed by endpoint path. Area issues add their handler files here.
import type { GatewayHandler } from '../registry.js';
import { customerHandlers } from './customers.js';
import { fleetHandlers } from './fleet.js';
import { punchoutHandlers } from './punchout.js';
import { orderHandlers } from './orders.js';

export const GATEWAY_HANDLERS: readonly GatewayHandler[] = [
  ...customerHandlers,
  ...fleetHandlers,
  ...orderHandlers,
  ...punchoutHandlers,
];
