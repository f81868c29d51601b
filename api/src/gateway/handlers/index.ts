// Every gateway handler, one table keyed by endpoint path. Area issues add their handler files here.
import type { GatewayHandler } from '../registry.js';
import { contactHandlers } from './contacts.js';
import { customerHandlers } from './customers.js';
import { customerServiceHandlers } from './customer-service.js';
import { fleetHandlers } from './fleet.js';
import { invoiceHandlers } from './invoices.js';
import { notificationHandlers } from './notifications.js';
import { opReadyHandlers } from './opready.js';
import { punchoutHandlers } from './punchout.js';
import { orderHandlers } from './orders.js';

export const GATEWAY_HANDLERS: readonly GatewayHandler[] = [
  ...contactHandlers,
  ...customerHandlers,
  ...customerServiceHandlers,
  ...fleetHandlers,
  ...invoiceHandlers,
  ...notificationHandlers,
  ...opReadyHandlers,
  ...orderHandlers,
  ...punchoutHandlers,
];
