// /pages/my-account (spec 2 'My Account'): who the user is, the default addresses, a few lists, recent training
// orders, and a link to every My Account page.
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@portal/shared-session';
import { Link } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import type { AccountAddressLinesFragment } from '../../gql/graphql';
import { overviewOptions } from './api/queries';
import '../../shared/account-pages.css';
import { useOrganizationScope } from '@portal/shared-session/query-keys';

export const ACCOUNT_LINKS = [
  { to: '/pages/my-account/editAccountInfo', label: 'Edit Account Info' },
  { to: '/pages/my-account/addressBook', label: 'Address Book' },
  { to: '/pages/my-account/paymentMethodsPage', label: 'Payment Methods' },
  { to: '/pages/my-account/shoppingLists', label: 'Shopping Lists' },
  { to: '/pages/my-account/orderHistoryPage', label: 'Order History' },
  { to: '/pages/my-account/trainingStoreOrderHistoryPage', label: 'Training Order History' },
  { to: '/pages/my-account/notificationSettings', label: 'Notification Settings' },
] as const;

function AddressLines({ address }: { address: AccountAddressLinesFragment | null | undefined }) {
  if (!address) return <p>None chosen</p>;
  return (
    <address>
      {address.address1}
      <br />
      {[address.city, address.state, address.postalCode].filter(Boolean).join(', ')}
      <br />
      {address.country}
    </address>
  );
}

export default function AccountOverviewPage() {
  const initialized = useSession((s) => s.initialized);
  const overview = useQuery({ ...overviewOptions(useOrganizationScope()), enabled: initialized });
  return (
    <section className="acct-page" aria-labelledby="account-title">
      <h1 id="account-title">My Account</h1>
      <nav aria-label="My Account pages">
        <ul className="acct-row">
          {ACCOUNT_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {overview.isPending ? (
        <Spinner label="Loading your account" />
      ) : overview.isError ? (
        <Alert kind="danger">Your account could not be loaded. Please try again.</Alert>
      ) : (
        <div className="acct-cards">
          <section className="acct-card" aria-labelledby="overview-profile">
            <h2 id="overview-profile">Account Information</h2>
            <p>
              {overview.data.getDetailedProfile.firstName} {overview.data.getDetailedProfile.lastName}
            </p>
            <p>{overview.data.getDetailedProfile.email}</p>
            {(overview.data.getDetailedProfile.businessName ??
              overview.data.getDetailedProfile.userEnteredBusinessName) && (
              <p>
                {overview.data.getDetailedProfile.businessName ??
                  overview.data.getDetailedProfile.userEnteredBusinessName}
              </p>
            )}
          </section>
          <section className="acct-card" aria-labelledby="overview-shipping">
            <h2 id="overview-shipping">Default Shipping Address</h2>
            <AddressLines address={overview.data.getAccountAddresses.defaultShippingAddress} />
          </section>
          <section className="acct-card" aria-labelledby="overview-billing">
            <h2 id="overview-billing">Default Billing Address</h2>
            <AddressLines address={overview.data.getAccountAddresses.defaultBillingAddress} />
          </section>
          <section className="acct-card" aria-labelledby="overview-lists">
            <h2 id="overview-lists">Shopping Lists</h2>
            {overview.data.shoppingLists.lists.length === 0 ? (
              <p>No Results Found</p>
            ) : (
              <ul>
                {overview.data.shoppingLists.lists.map((list) => (
                  <li key={list.shoppingListId}>
                    <Link to={`/pages/my-account/shoppingLists/${encodeURIComponent(list.shoppingListId)}`}>
                      {list.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </section>
  );
}
