// /pages/associateLanding: internal staff choose the customer organisation to view the portal as. The list is the
// associate's allowed organisations (the API decides); choosing stores it server-side and restarts the session.
import { useDeferredValue, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { organizationLabel, useProfile, useSelectedOrganization } from '@portal/shared-session';
import { chooseAssociateOrganization, fetchAssociateOrganizations } from '@portal/api-client';
import type { Organization } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import './associate-landing.css';

export function AssociateLandingPage() {
  const profile = useProfile();
  const current = useSelectedOrganization();
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search);
  const [choosing, setChoosing] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const searchId = useId();
  const organizations = useQuery({
    queryKey: ['associateOrganizations', query],
    queryFn: () => fetchAssociateOrganizations(query),
  });

  const choose = async (organization: Organization) => {
    setChoosing(organization.accountId);
    setFailed(false);
    try {
      await chooseAssociateOrganization(organization);
      // A fresh start loads the session (and a token) for the organisation just chosen.
      window.location.assign('/pages/store');
    } catch {
      setFailed(true);
      setChoosing(null);
    }
  };

  const list = organizations.data ?? [];
  return (
    <section className="associate-landing" aria-labelledby="associate-landing-title">
      <h1 id="associate-landing-title">Choose an Organization</h1>
      <p>
        Welcome{profile.firstName ? `, ${profile.firstName}` : ''}. Choose the customer organization you want
        to view the portal as. You can change it again from this page at any time.
      </p>
      {current ? (
        <p data-testid="current-organization">
          You are viewing the portal as <strong>{current.name}</strong>.
        </p>
      ) : null}
      <label htmlFor={searchId}>Search organizations</label>
      <input
        id={searchId}
        type="search"
        value={search}
        maxLength={100}
        placeholder="Organization name or account number"
        onChange={(event) => setSearch(event.target.value)}
      />
      {failed ? (
        <Alert kind="danger">We could not switch to that organization. Please try again.</Alert>
      ) : null}
      {organizations.isPending ? <Spinner label="Loading organizations" /> : null}
      {organizations.isError ? (
        <Alert kind="danger">We could not load your organizations. Please refresh the page.</Alert>
      ) : null}
      {organizations.isSuccess && list.length === 0 ? (
        <p role="status">
          {query ? 'No organizations match your search.' : 'You have no organizations to view as.'}
        </p>
      ) : null}
      <ul className="associate-landing__list" aria-label="Organizations">
        {list.map((organization) => (
          <li key={organization.accountId}>
            <span className="associate-landing__name">{organizationLabel(organization, list)}</span>
            <span className="associate-landing__number">Account {organization.accountNumber}</span>
            <Button
              variant="primary"
              size="sm"
              loading={choosing === organization.accountId}
              disabled={choosing !== null}
              aria-label={`View as ${organizationLabel(organization, list)}`}
              onClick={() => void choose(organization)}
            >
              View as
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
