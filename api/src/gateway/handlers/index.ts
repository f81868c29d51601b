// Every gateway handler, one table keyed by endpoint path. Area issues add their handler files here.
import type { GatewayHandler } from '../registry.js';
import { contactHandlers } from './contacts.js';
import { customerHandlers } from './customers.js';
import { customerServiceHandlers } from './customer-service.js';
import { dashboardHandlers } from './dashboard.js';
import { fleetHandlers } from './fleet.js';
import { groupHandlers } from './groups.js';
import { noticeHandlers } from './notices.js';
import { serviceRequestHandlers } from './service-requests.js';
import { telematicsHandlers } from './telematics.js';
import { warrantyHandlers } from './warranty.js';
import { invoiceHandlers } from './invoices.js';
import { notificationHandlers } from './notifications.js';
import { opReadyHandlers } from './opready.js';
import { replacementPartHandlers } from './replacement-parts.js';
import { punchoutHandlers } from './punchout.js';
import { orderHandlers } from './orders.js';
import { shoppingListHandlers } from './shopping-lists.js';
import { statementHandlers } from '../../domains/statements/index.js';

export const GATEWAY_HANDLERS: readonly GatewayHandler[] = [
  ...contactHandlers,
  ...customerHandlers,
  ...customerServiceHandlers,
  ...dashboardHandlers,
  ...fleetHandlers,
  ...groupHandlers,
  ...noticeHandlers,
  ...serviceRequestHandlers,
  ...telematicsHandlers,
  ...warrantyHandlers,
  ...invoiceHandlers,
  ...notificationHandlers,
  ...opReadyHandlers,
  ...replacementPartHandlers,
  ...orderHandlers,
  ...punchoutHandlers,
  ...shoppingListHandlers,
  ...statementHandlers,
];
