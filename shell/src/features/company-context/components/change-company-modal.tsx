// 'Change Company to Proceed' (spec section 2): checkout and My Account belong to the company the user registered
// with. It cannot be dismissed by backdrop or keyboard: the user changes company or goes back.
import { useState } from 'react';
import { Button } from '@portal/shared-ui/button';
import { Modal } from '@portal/shared-ui/modal';
import { switchCompany, useSession } from '@portal/shared-session';
import { useNavigate } from '@portal/shared-session/routing';
import { closeChangeCompanyModal, useChangeCompanyTarget } from '../change-company-request';

export function ChangeCompanyModal() {
  const target = useChangeCompanyTarget();
  const parentName = useSession((s) => s.profile.parentOrganization?.name ?? s.profile.businessName ?? '');
  const navigate = useNavigate();
  const [switching, setSwitching] = useState(false);
  if (!target) return null;
  const returnTo = window.location.href.includes('training-store')
    ? '/pages/training-store'
    : '/pages/dashboard';

  return (
    <Modal
      open
      title="Change Company to Proceed"
      footer={
        <>
          <Button
            variant="link"
            onClick={() => {
              closeChangeCompanyModal();
              navigate(returnTo);
            }}
          >
            Return to Dashboard
          </Button>
          <Button
            variant="primary"
            loading={switching}
            onClick={() => {
              setSwitching(true);
              void switchCompany('parent', target).finally(() => {
                setSwitching(false);
                closeChangeCompanyModal();
              });
            }}
          >
            Change Company and Proceed
          </Button>
        </>
      }
    >
      <p>
        Checkout and My Account pages are only available for the company you registered with
        {parentName ? ` (${parentName})` : ''}. You are currently viewing one of its companies.
      </p>
      <p>Change to your company to continue.</p>
    </Modal>
  );
}
