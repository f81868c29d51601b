// The My Account area's manifest (the contract and why it is plain data: shared-session's area-manifest.ts).
import { defineArea, routesWithRule } from '@portal/shared-session/area';

export const area = defineArea({
  id: 'my-account',
  label: 'My Account',
  prefixes: ['/pages/my-account'],
  routes: routesWithRule('my-account', {
    '/pages/my-account': 'My Account',
    '/pages/my-account/addressBook': 'Address Book',
    '/pages/my-account/paymentMethodsPage': 'Payment Methods',
    '/pages/my-account/editAccountInfo': 'Edit Account Info',
    '/pages/my-account/shoppingLists': 'Shopping Lists',
    '/pages/my-account/shoppingLists/:listId': 'Shopping List',
    '/pages/my-account/orderHistoryPage': 'Order History',
    '/pages/my-account/trainingStoreOrderHistoryPage': 'Training Order History',
    '/pages/my-account/notificationSettings': 'Notification Settings',
  }),
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
});
