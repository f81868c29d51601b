// The My Account area's pages by route (the routes and titles are in area.ts). Every page loads on demand so the
// remote's entry stays small (createRemoteApplication refuses a route without its page).
import { lazy } from 'react';
import type { RemotePages } from '@portal/shared-session';

const AddressBookPage = lazy(() => import('./features/address-book/address-book-page'));
const AccountOverviewPage = lazy(() => import('./features/account/account-overview-page'));
const EditAccountInfoPage = lazy(() => import('./features/account/edit-account-info-page'));
const NotificationSettingsPage = lazy(
  () => import('./features/notification-settings/notification-settings-page'),
);
const OrderHistoryPage = lazy(() => import('./features/order-history/order-history-page'));
const PaymentMethodsPage = lazy(() => import('./features/payment-methods/payment-methods-page'));
const ShoppingListsPage = lazy(() => import('./features/shopping-lists/shopping-lists-page'));
const ShoppingListPage = lazy(() => import('./features/shopping-lists/shopping-list-page'));
const TrainingOrderHistoryPage = lazy(() => import('./features/order-history/training-order-history-page'));

export const pages: RemotePages = {
  '/pages/my-account': AccountOverviewPage,
  '/pages/my-account/addressBook': AddressBookPage,
  '/pages/my-account/editAccountInfo': EditAccountInfoPage,
  '/pages/my-account/notificationSettings': NotificationSettingsPage,
  '/pages/my-account/orderHistoryPage': OrderHistoryPage,
  '/pages/my-account/paymentMethodsPage': PaymentMethodsPage,
  '/pages/my-account/shoppingLists': ShoppingListsPage,
  '/pages/my-account/shoppingLists/:listId': ShoppingListPage,
  '/pages/my-account/trainingStoreOrderHistoryPage': TrainingOrderHistoryPage,
};
