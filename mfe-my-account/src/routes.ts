// Every route of the My Account area (spec section 2) with its title. Pages without a component are built by a
// later release and show their title with a notice until then.
import type { RemoteRouteDefinition } from '@portal/shared-session';

export const routes: readonly RemoteRouteDefinition[] = [
  { path: '/pages/my-account', title: 'My Account' },
  { path: '/pages/my-account/addressBook', title: 'Address Book' },
  { path: '/pages/my-account/paymentMethodsPage', title: 'Payment Methods' },
  { path: '/pages/my-account/editAccountInfo', title: 'Edit Account Info' },
  { path: '/pages/my-account/shoppingLists', title: 'Shopping Lists' },
  { path: '/pages/my-account/shoppingLists/:listId', title: 'Shopping List' },
  { path: '/pages/my-account/orderHistoryPage', title: 'Order History' },
  { path: '/pages/my-account/trainingStoreOrderHistoryPage', title: 'Training Order History' },
  { path: '/pages/my-account/notificationSettings', title: 'Notification Settings' },
];
