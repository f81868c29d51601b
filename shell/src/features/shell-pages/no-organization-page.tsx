// /pages/noOrganization: where the route guard stops a signed-in business user whose profile has no active
// organisation (spec 4). Nothing of the portal can be shown for them until their company links them, so the page
// says what to do and offers to sign in with another account.
import { Link } from '@portal/shared-session/routing';
import { requestLogout, useProfile } from '@portal/shared-session';
import { brand } from '@portal/rules';
import { Button } from '@portal/shared-ui/button';
import { NO_ORGANIZATION_TITLE } from './shell-page-table';

export function NoOrganizationPage() {
  const profile = useProfile();
  return (
    <section className="shell-page" aria-labelledby="no-organization-title">
      <h1 id="no-organization-title">{NO_ORGANIZATION_TITLE}</h1>
      <p className="shell-page__lead">
        Your account{profile.email ? ` (${profile.email})` : ''} is not linked to an organization yet, so
        there is nothing of your company to show.
      </p>
      <p>
        Ask your company’s portal administrator to add you to your organization, or call{' '}
        {brand.helpLineWithOption} or write to{' '}
        <a href={`mailto:${brand.supportEmail}`}>{brand.supportEmail}</a> and we will link your account. Once
        you are linked, sign in again.
      </p>
      <div className="shell-page__actions">
        <Button onClick={() => void requestLogout()}>Sign Out</Button>
        <Link to="/pages/help">Help Center</Link>
      </div>
    </section>
  );
}
