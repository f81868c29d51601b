// /pages/dashboard/equipment/warranty/address, 'Default Information': the billing and shipping addresses and the
// contact a new claim starts with. B2B_Warranty_Submit changes them (the shared address picker over the
// organisation's addresses); a demo account sees them but cannot save.
import { userMessageOf } from '@portal/api-client';
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@portal/shared-session/routing';
import { usePrivileges, useSession, formatDate } from '@portal/shared-session';
import { useOrganizationScope } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { TextField } from '@portal/shared-ui/form-field';
import { WARRANTY_CLAIM_LIMITS, warrantyContactSchema } from '@portal/rules/validation';
import { updateDefaultInformation, type WarrantyAddress } from '../api/warranty';
import { defaultInformationOptions } from '../api/queries';
import type { WarrantyDefaultInformation } from '../types/warranty';
import { ClaimAddressChoice, pickerAddress } from './claim-address';
import { isDemoSubmitter, WARRANTY } from './warranty-links';
import '../../../shared/dashboard-pages.css';
import './warranty.css';

interface ContactValues {
  contactName: string;
  contactEmail: string;
  contactPhone: string;
}

function DefaultInformationForm({ info }: { info: WarrantyDefaultInformation }) {
  const demo = isDemoSubmitter(usePrivileges());
  const queryClient = useQueryClient();
  const scope = useOrganizationScope();
  const [billing, setBilling] = useState<WarrantyAddress | null>(pickerAddress(info.billingAddress));
  const [shipping, setShipping] = useState<WarrantyAddress | null>(pickerAddress(info.shippingAddress));
  const save = useMutation({
    mutationFn: (contact: ContactValues) => {
      const cast = warrantyContactSchema.cast(contact);
      return updateDefaultInformation({
        accountId: info.accountId,
        billingAddressId: billing?.addressId ?? null,
        shippingAddressId: shipping?.addressId ?? null,
        contactName: cast.contactName || null,
        contactEmail: cast.contactEmail || null,
        contactPhone: cast.contactPhone || null,
      });
    },
    onSuccess: (next) => queryClient.setQueryData(defaultInformationOptions(scope).queryKey, next),
  });
  return (
    <Formik<ContactValues>
      initialValues={{
        contactName: info.contactName ?? '',
        contactEmail: info.contactEmail ?? '',
        contactPhone: info.contactPhone ?? '',
      }}
      validationSchema={warrantyContactSchema}
      onSubmit={async (values) => {
        // the mutation shows its own outcome; a failure keeps what was typed
        await save.mutateAsync(values).catch(() => undefined);
      }}
    >
      {({ isSubmitting }) => (
        <Form className="dash-form" noValidate aria-labelledby="defaults-title">
          <section className="dash-claim-addresses" aria-label="Default addresses">
            <ClaimAddressChoice
              label="Billing Address"
              accountId={info.accountId}
              selected={billing}
              onSelect={setBilling}
              emptyText="No default billing address."
            />
            <ClaimAddressChoice
              label="Shipping Address"
              accountId={info.accountId}
              selected={shipping}
              onSelect={setShipping}
              emptyText="No default shipping address."
            />
          </section>
          <TextField
            name="contactName"
            label="Contact Name"
            autoComplete="name"
            maxLength={WARRANTY_CLAIM_LIMITS.contactName}
          />
          <TextField name="contactEmail" label="Contact Email" type="email" autoComplete="email" />
          <TextField name="contactPhone" label="Contact Phone" type="tel" autoComplete="tel" maxLength={20} />
          {info.updatedAt && <p>Last changed {formatDate(info.updatedAt)}.</p>}
          {save.isError && (
            <Alert kind="danger">
              {userMessageOf(save.error, 'The Default Information could not be saved.')}
            </Alert>
          )}
          {save.isSuccess && <Alert kind="success">The Default Information was saved.</Alert>}
          {demo ? (
            <Alert kind="info">A demonstration account cannot change the Default Information.</Alert>
          ) : (
            <div className="dash-toolbar">
              <Button type="submit" loading={isSubmitting}>
                Save
              </Button>
            </div>
          )}
        </Form>
      )}
    </Formik>
  );
}

export default function DefaultInformationPage() {
  const initialized = useSession((s) => s.initialized);
  const info = useQuery({ ...defaultInformationOptions(useOrganizationScope()), enabled: initialized });
  return (
    <section className="dash-page" aria-labelledby="defaults-title">
      <p>
        <Link to={WARRANTY}>Back to Warranty</Link>
      </p>
      <header className="dash-page__header">
        <h1 id="defaults-title">Default Information</h1>
      </header>
      <p>New warranty claims start with these addresses and this contact.</p>
      {info.isPending ? (
        <Spinner label="Loading the Default Information" />
      ) : info.isError ? (
        <Alert kind="danger">The Default Information could not be loaded. Please try again.</Alert>
      ) : (
        <DefaultInformationForm key={info.data.accountId} info={info.data} />
      )}
    </section>
  );
}
