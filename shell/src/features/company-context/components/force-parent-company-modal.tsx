// Parent-holding users pick a company to view — the parent company (all of them) or one organisation — before
// going on (spec section 6). Skipped when the URL says setParentCompany, and for guests. One modal at a time: while
// 'Change Company to Proceed' asks for the parent company (which is a choice too), this one waits.
import './company-context.css';
import { useId, useState } from 'react';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';
import {
  STORAGE_KEYS,
  isForcedParentOrg,
  isGuest,
  organizationLabel,
  switchCompany,
  useSession,
} from '@portal/shared-session';
import { useLocation } from '@portal/shared-session/routing';
import { useChangeCompanyTarget } from '../change-company-request';

export function ForceParentCompanyModal() {
  const location = useLocation();
  const state = useSession((s) => s);
  const [choice, setChoice] = useState<string>('parent');
  const [saving, setSaving] = useState(false);
  const [, forceRender] = useState(0);
  const groupName = useId();
  const changeCompanyAsked = useChangeCompanyTarget() !== null;

  const chosenThisSession = sessionStorage.getItem(STORAGE_KEYS.parentCompanyChosen) === 'true';
  const open =
    state.initialized &&
    !changeCompanyAsked &&
    !isGuest(state.profile) &&
    !chosenThisSession &&
    !`${location.pathname}${location.search}`.includes('setParentCompany') &&
    isForcedParentOrg({
      profile: state.profile,
      privileges: state.privileges,
      activeOrganizations: state.activeOrganizations,
      selectedOrganization: state.selectedOrganization,
    });
  if (!open) return null;

  const parentName =
    state.profile.parentOrganization?.name ?? state.profile.businessName ?? 'your parent company';
  const submit = () => {
    setSaving(true);
    const organization = state.activeOrganizations.find((o) => o.accountId === choice);
    void switchCompany(organization ?? 'parent', `${location.pathname}${location.search}`).finally(() => {
      setSaving(false);
      forceRender((n) => n + 1);
    });
  };

  return (
    <Modal
      open
      title="Choose a Company"
      footer={
        <Button variant="primary" loading={saving} onClick={submit}>
          Continue
        </Button>
      }
    >
      <p>
        You have access to several companies. Choose which one to view; you can change it later from the
        header.
      </p>
      <fieldset className="company-choice">
        <legend>Company</legend>
        <label>
          <input
            type="radio"
            name={groupName}
            value="parent"
            checked={choice === 'parent'}
            onChange={() => setChoice('parent')}
          />{' '}
          All companies ({parentName})
        </label>
        {state.activeOrganizations.map((org) => (
          <label key={org.accountId}>
            <input
              type="radio"
              name={groupName}
              value={org.accountId}
              checked={choice === org.accountId}
              onChange={() => setChoice(org.accountId)}
            />{' '}
            {organizationLabel(org, state.activeOrganizations)}
          </label>
        ))}
      </fieldset>
    </Modal>
  );
}
