// The Create Group modal (spec 4 states, spec 5 messages): name and description; for a parent-holding user viewing
// all, 'Cross-Organizational group' and the organisation select; billing and shipping pickers (the shared address
// picker) with 'Same as my billing address'; an unsaved-changes prompt; 'Submit is Disabled' for demo accounts.
// A failure keeps the modal open; success closes it with the new group. Given a group it is 'Edit Group': the same
// fields filled in (its organisation stays), saved with the group's version and sub-groups.
import { userMessageOf } from '@portal/api-client';
import { useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { groupFormSchema, type GroupFormValues } from '@portal/rules/validation';
import {
  isParentHoldingUser,
  isViewingAsParent,
  releaseLeaveGuard,
  useActiveOrganizations,
  useLeaveGuard,
  usePrivileges,
  useProfile,
  useSelectedOrganization,
} from '@portal/shared-session';
import { AddressPicker } from '@portal/shared-ui/address-picker';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { Modal } from '@portal/shared-ui/modal';
import { SelectField, TextField } from '@portal/shared-ui/form-field';
import { createGroup, updateGroup } from '../api/groups';
import { groupAddressPage, type GroupAddress } from '../api/group-addresses';
import type { Group } from '../types/group';

export const UNSAVED_CHANGES = 'The changes you made will be lost if you navigate away from this page.';
export const SUBMIT_DISABLED = 'Submit is Disabled';

interface FormValues extends GroupFormValues {
  partyId: string;
  billing: GroupAddress | null;
  shipping: GroupAddress | null;
  sameAsBilling: boolean;
}

const EMPTY: FormValues = {
  name: '',
  description: '',
  multiOrg: false,
  accountId: '',
  partyId: '',
  billing: null,
  shipping: null,
  sameAsBilling: false,
};

export interface CreateGroupModalProps {
  onClose: () => void;
  /** the group created, or saved when editing */
  onCreated: (group: Group) => void;
  /** the group to edit: 'Edit Group' instead of 'Create Group' */
  group?: Group;
}

/** A group's saved address as the pickers hold one. */
const pickerAddress = (address: Group['billingAddress']): GroupAddress | null =>
  address && { ...address, county: null, isDefault: false, isFavorite: false };

function valuesOf(group: Group): FormValues {
  return {
    name: group.name,
    description: group.description,
    multiOrg: group.multiOrg,
    accountId: group.accountId,
    partyId: group.partyId ?? '',
    billing: pickerAddress(group.billingAddress),
    shipping: pickerAddress(group.shippingAddress),
    sameAsBilling: false,
  };
}

/** The fields whose changes reset others (spec 4), inside Formik. */
function GroupFields({ chooseOrganization }: { chooseOrganization: boolean }) {
  const { values, setValues } = useFormikContext<FormValues>();
  const profile = useProfile();
  const organizations = useActiveOrganizations();
  const organization = { accountId: values.accountId || null, partyId: values.partyId || null };
  // spec 4: 'same as billing' only when a billing address is set and it allows shipping
  const mayCopyBilling = values.billing !== null && values.billing.shippingEnabled;
  const pickersFor = `${values.multiOrg}:${values.accountId}`;

  return (
    <>
      <TextField name="name" label="Group Name" required maxLength={100} />
      <TextField name="description" label="Group Description" required maxLength={500} />
      {chooseOrganization && (
        <>
          <label className="dash-checkbox">
            <input
              type="checkbox"
              checked={values.multiOrg}
              onChange={(e) =>
                void setValues((v) =>
                  e.target.checked
                    ? // on: the parent organisation, no party
                      { ...v, multiOrg: true, accountId: profile.accountId ?? '', partyId: '' }
                    : // off: no organisation, no addresses
                      {
                        ...v,
                        multiOrg: false,
                        accountId: '',
                        partyId: '',
                        billing: null,
                        shipping: null,
                        sameAsBilling: false,
                      },
                )
              }
            />
            Cross-Organizational group
          </label>
          {!values.multiOrg && (
            <SelectField
              name="accountId"
              label="Organization"
              placeholder="Select an Organization"
              required
              options={organizations.map((o) => ({ code: o.accountId, name: o.name }))}
              onValueChange={(accountId) => {
                const chosen = organizations.find((o) => o.accountId === accountId);
                void setValues((v) => ({
                  ...v,
                  accountId,
                  partyId: chosen?.partyId ?? '',
                  billing: null,
                  shipping: null,
                  sameAsBilling: false,
                }));
              }}
            />
          )}
        </>
      )}
      <AddressPicker<GroupAddress>
        describeError={userMessageOf}
        key={`billing:${pickersFor}`}
        legend="Billing Address"
        searchLabel="Search billing addresses"
        loadPage={(request) => groupAddressPage(organization, 'BILLING', request)}
        selected={values.billing}
        onSelect={(billing) =>
          void setValues((v) => ({ ...v, billing, shipping: v.sameAsBilling ? billing : v.shipping }))
        }
      >
        {values.billing && (
          <Button
            variant="link"
            onClick={() => void setValues((v) => ({ ...v, billing: null, sameAsBilling: false }))}
          >
            Clear billing address
          </Button>
        )}
      </AddressPicker>
      {mayCopyBilling && (
        <label className="dash-checkbox">
          <input
            type="checkbox"
            checked={values.sameAsBilling}
            onChange={(e) =>
              void setValues((v) => ({
                ...v,
                sameAsBilling: e.target.checked,
                shipping: e.target.checked ? v.billing : v.shipping,
              }))
            }
          />
          Same as my billing address
        </label>
      )}
      {!values.sameAsBilling && (
        <AddressPicker<GroupAddress>
          describeError={userMessageOf}
          key={`shipping:${pickersFor}`}
          legend="Shipping Address"
          searchLabel="Search shipping addresses"
          loadPage={(request) => groupAddressPage(organization, 'SHIPPING', request)}
          selected={values.shipping}
          onSelect={(shipping) => void setValues((v) => ({ ...v, shipping }))}
        />
      )}
    </>
  );
}

/** The unsaved-changes prompt on every way out of the page (a link, Back, reload): spec 4. */
function UnsavedChangesPrompt({ when }: { when: boolean }) {
  const guard = useLeaveGuard(when);
  return (
    <ConfirmDialog
      open={guard.asking}
      title="Unsaved changes"
      message={UNSAVED_CHANGES}
      confirmLabel="Leave"
      cancelLabel="Stay"
      onConfirm={guard.leave}
      onCancel={guard.stay}
    />
  );
}

export function CreateGroupModal({ onClose, onCreated, group }: CreateGroupModalProps) {
  const privileges = usePrivileges();
  const activeOrganizations = useActiveOrganizations();
  const selectedOrganization = useSelectedOrganization();
  // 'Select an Organization' and multi-org: only a parent-holding user viewing all organisations
  const chooseOrganization =
    !group &&
    isParentHoldingUser(privileges) &&
    selectedOrganization === null &&
    isViewingAsParent({ activeOrganizations });
  const demo = privileges.includes('Demo_Only_Organization_Of_Fleet_Update');
  const schema = groupFormSchema({ chooseOrganization });
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmClose, setConfirmClose] = useState(false);

  return (
    <Formik<FormValues>
      initialValues={group ? valuesOf(group) : EMPTY}
      validationSchema={schema}
      onSubmit={async (values) => {
        setFailure(null);
        const form = schema.cast(values);
        const fields = {
          name: form.name,
          description: form.description,
          multiOrg: form.multiOrg,
          accountId: form.accountId || null,
          partyId: values.partyId || null,
          billingAddressId: values.billing?.addressId ?? null,
          shippingAddressId: values.shipping?.addressId ?? null,
        };
        try {
          const saved = group ? await updateGroup(group, fields) : await createGroup(fields);
          // saved: the navigation that follows loses nothing
          releaseLeaveGuard();
          onCreated(saved);
        } catch (error) {
          // the modal stays open with what was typed (a name another group holds says so)
          setFailure(
            userMessageOf(error, group ? 'The group could not be saved.' : 'The group could not be created.'),
          );
        }
      }}
    >
      {({ dirty, isSubmitting }) => {
        const close = () => (dirty ? setConfirmClose(true) : onClose());
        return (
          <>
            <Modal open title={group ? 'Edit Group' : 'Create Group'} onClose={close}>
              <Form className="dash-form" noValidate aria-label={group ? 'Edit Group' : 'Create Group'}>
                <GroupFields chooseOrganization={chooseOrganization} />
                {failure && <Alert kind="danger">{failure}</Alert>}
                <div className="dash-toolbar">
                  <Button variant="secondary" onClick={close} disabled={isSubmitting}>
                    Cancel
                  </Button>
                  {demo ? (
                    // spec 4: Create becomes a disabled link for demo accounts
                    <a role="link" aria-disabled="true" className="pui-button pui-button--link">
                      {SUBMIT_DISABLED}
                    </a>
                  ) : (
                    <Button type="submit" loading={isSubmitting}>
                      {group ? 'Save' : 'Create'}
                    </Button>
                  )}
                </div>
              </Form>
            </Modal>
            <UnsavedChangesPrompt when={dirty && !isSubmitting} />
            <ConfirmDialog
              open={confirmClose}
              title="Unsaved changes"
              message={UNSAVED_CHANGES}
              confirmLabel="Leave"
              cancelLabel="Stay"
              onConfirm={onClose}
              onCancel={() => setConfirmClose(false)}
            />
          </>
        );
      }}
    </Formik>
  );
}
