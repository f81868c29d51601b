// Assign organisation (spec 6, changeUserOrg): find the customer, choose it, confirm. The user's addresses and
// organisation roles of the old organisation go with the move, so the agent confirms first.
import { useState } from 'react';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { CustomerFinder } from '../../../shared/customer-finder';

export interface AssignOrganizationProps {
  userName: string;
  busy: boolean;
  onAssign(accountId: string): Promise<void>;
}

export function AssignOrganization({ userName, busy, onAssign }: AssignOrganizationProps) {
  const [chosen, setChosen] = useState('');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <CustomerFinder
        initialQuery=""
        legend="Assign to organization"
        name="assign-organization"
        chosen={chosen}
        onChoose={setChosen}
      />
      <div className="csr-toolbar">
        <Button disabled={busy || !chosen} onClick={() => setConfirming(true)}>
          Assign Organization
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title="Assign organization"
        message={`Move ${userName} to the chosen organization? Their default and favorite addresses and their roles of the current organization are removed.`}
        confirmLabel="Assign Organization"
        confirmVariant="primary"
        loading={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          void onAssign(chosen).finally(() => {
            setConfirming(false);
            setChosen('');
          })
        }
      />
    </>
  );
}
