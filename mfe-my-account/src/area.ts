// The My Account area's manifest (ARCHITECTURE.md "Area manifests"): what the shell knows of this remote before
// fetching it — URL prefixes, routes with titles, guards and menus. Plain data: the build writes it as area.json and
// publishing puts it in remotes.json, so a release of this remote can add a guarded page with a menu entry alone.
import type { AreaManifest } from '@portal/shared-session';

export const area: AreaManifest = {
  manifestVersion: 2,
  id: 'my-account',
  label: 'My Account',
  prefixes: ['/pages/my-account'],
  routes: [
    { path: '/pages/my-account', title: 'My Account', rule: 'my-account' },
    { path: '/pages/my-account/addressBook', title: 'Address Book', rule: 'my-account' },
    { path: '/pages/my-account/paymentMethodsPage', title: 'Payment Methods', rule: 'my-account' },
    { path: '/pages/my-account/editAccountInfo', title: 'Edit Account Info', rule: 'my-account' },
    { path: '/pages/my-account/shoppingLists', title: 'Shopping Lists', rule: 'my-account' },
    { path: '/pages/my-account/shoppingLists/:listId', title: 'Shopping List', rule: 'my-account' },
    { path: '/pages/my-account/orderHistoryPage', title: 'Order History', rule: 'my-account' },
    {
      path: '/pages/my-account/trainingStoreOrderHistoryPage',
      title: 'Training Order History',
      rule: 'my-account',
    },
    { path: '/pages/my-account/notificationSettings', title: 'Notification Settings', rule: 'my-account' },
  ],
  guards: [
    {
      // the account of the company the user registered with: a parent-holding user viewing a child changes first
      // (who may open the pages at all is the routes' rule, 'my-account': signed in)
      prefix: '/pages/my-account',
      steps: [{ when: 'viewing-child-company', then: 'change-company' }],
    },
  ],
  menu: {
    title: 'My Account',
    items: [
      { id: 'my-account-home', label: 'My Account', to: '/pages/my-account' },
      { id: 'my-account-info', label: 'Account Information', to: '/pages/my-account/editAccountInfo' },
      { id: 'my-account-addresses', label: 'Address Book', to: '/pages/my-account/addressBook' },
      { id: 'my-account-payments', label: 'Payment Methods', to: '/pages/my-account/paymentMethodsPage' },
      { id: 'my-account-lists', label: 'Shopping Lists', to: '/pages/my-account/shoppingLists' },
      { id: 'my-account-orders', label: 'Order History', to: '/pages/my-account/orderHistoryPage' },
      {
        id: 'my-account-training-orders',
        label: 'Training Order History',
        to: '/pages/my-account/trainingStoreOrderHistoryPage',
      },
      {
        id: 'my-account-notifications',
        label: 'Notification Settings',
        to: '/pages/my-account/notificationSettings',
      },
    ],
  },
  // spec 6: "Non-B2B users see My Account with order history"
  accountMenu: [
    {
      id: 'account-my-account',
      label: 'My Account',
      to: '/pages/my-account',
      audience: 'non-b2b-user',
      order: 80,
    },
    {
      id: 'account-order-history',
      label: 'Order History',
      to: '/pages/my-account/orderHistoryPage',
      audience: 'non-b2b-user',
      order: 90,
    },
  ],
};
