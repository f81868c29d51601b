// Every gateway handler, one table keyed by endpoint path. Area issues add their handler files here.
import type { GatewayHandler } from '../registry.js';
import { contactHandlers } from '../../domains/contacts/gateway.js';
import { customerHandlers } from '../../domains/accounts/gateway.js';
import { customerServiceHandlers } from '../../domains/customer-service/gateway.js';
import { dashboardHandlers } from '../../domains/dashboard/gateway.js';
import { fleetHandlers } from '../../domains/fleet/gateway.js';
import { groupHandlers } from '../../domains/groups/gateway.js';
import { noticeHandlers } from '../../domains/notices/gateway.js';
import { serviceRequestHandlers } from '../../domains/service-requests/gateway.js';
import { telematicsHandlers } from '../../domains/telematics/gateway.js';
import { warrantyHandlers } from '../../domains/warranty/gateway.js';
import { invoiceHandlers } from '../../domains/invoices/gateway.js';
import { notificationHandlers } from '../../domains/notifications/gateway.js';
import { opReadyHandlers } from '../../domains/opready/gateway.js';
import { replacementPartHandlers } from '../../domains/replacement-parts/gateway.js';
import { punchoutHandlers } from '../../domains/carts-and-checkout/gateway.js';
import { orderHandlers } from '../../domains/orders/gateway.js';
import { shoppingListHandlers } from '../../domains/lists/gateway.js';
import { statementHandlers } from '../../domains/statements/index.js';
import { paymentHandlers } from '../../domains/payments/index.js';

export const GATEWAY_HANDLERS = [
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
  ...paymentHandlers,
] as const satisfies readonly GatewayHandler[];
