// /pages/my-account/editAccountInfo (spec 2 'My Account', spec 5): name, phone, subscribed flag; an e-mail change
// confirmed through the link mailed to the new address (it lands here with ?emailChange=…); the password change.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSession } from '@portal/shared-session';
import { useSearchParams } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import { accountInfoOptions } from './api/queries';
import { AccountInfoForm } from './components/account-info-form';
import { EmailChangeForm } from './components/email-change-form';
import { PasswordChangeForm } from './components/password-change-form';
import { emailChangeNotice } from './email-change-outcome';
import '../../shared/account-pages.css';
import { useOrganizationScope } from '@portal/shared-session/query-keys';
import { accountKeys } from '../../shared/account-keys';

export default function EditAccountInfoPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const notice = emailChangeNotice(params.get('emailChange'));
  const info = useQuery({ ...accountInfoOptions(useOrganizationScope()), enabled: initialized });
  return (
    <section className="acct-page" aria-labelledby="edit-info-title">
      <h1 id="edit-info-title">Edit Account Info</h1>
      {notice && <Alert kind={notice.kind}>{notice.text}</Alert>}
      {info.isPending ? (
        <Spinner label="Loading your account" />
      ) : info.isError ? (
        <Alert kind="danger">Your account could not be loaded. Please try again.</Alert>
      ) : (
        <>
          <AccountInfoForm
            initial={{
              firstName: info.data.firstName ?? '',
              lastName: info.data.lastName ?? '',
              phoneNumber: info.data.phoneNumber ?? '',
              subscribed: info.data.subscribed,
            }}
            onSaved={() => void queryClient.invalidateQueries({ queryKey: accountKeys.all })}
          />
          <EmailChangeForm currentEmail={info.data.email ?? ''} />
          <PasswordChangeForm />
        </>
      )}
    </section>
  );
}
