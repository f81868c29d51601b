// Lets a parent-holding user change the company they view as, from the header (spec section 4 "Company switch").
import './company-context.css';
import { useId } from 'react';
import {
  isParentHoldingUser,
  organizationLabel,
  switchCompany,
  useActiveOrganizations,
  usePrivileges,
  useSelectedOrganization,
  useSession,
} from '@portal/shared-session';
import { useLocation } from '@portal/shared-session/routing';

export function CompanySwitcher() {
  const privileges = usePrivileges();
  const organizations = useActiveOrganizations();
  const selected = useSelectedOrganization();
  const parentName = useSession(
    (s) => s.profile.parentOrganization?.name ?? s.profile.businessName ?? 'All companies',
  );
  const location = useLocation();
  const id = useId();
  if (!isParentHoldingUser(privileges) || organizations.length < 2) return null;
  return (
    <div className="company-switcher">
      <label htmlFor={id}>View as company</label>
      <select
        id={id}
        value={selected?.accountId ?? 'parent'}
        onChange={(event) => {
          const choice = organizations.find((o) => o.accountId === event.target.value) ?? 'parent';
          void switchCompany(choice, `${location.pathname}${location.search}`);
        }}
      >
        <option value="parent">All companies ({parentName})</option>
        {organizations.map((org) => (
          <option key={org.accountId} value={org.accountId}>
            {organizationLabel(org, organizations)}
          </option>
        ))}
      </select>
    </div>
  );
}
