// /pages/csr/customerSupport/updateContactsACFlag (CSR + Product_Owner_Admin or Developer_Admin; spec 7): how many
// active business users there are (CsrActor/getNumActiveB2BUsers), then their contacts' AC flag set batch by batch
// (updateB2BContactsWithACFlag with startNum/howMany) with a progress bar; a failed batch stops the run where it
// was and Resume carries on. Also the last SSO heartbeat (ProfileActor), read and updated.
import { useCallback, useRef } from 'react';
import { Form, Formik } from 'formik';
import * as yup from 'yup';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { SelectField, TextField } from '@portal/shared-ui/form-field';
import { getNumActiveB2BUsers, updateB2BContactsWithACFlag } from './api/product-owner-gateway';
import { BatchProgress } from './components/batch-progress';
import { SsoHeartbeat } from './components/sso-heartbeat';
import { useBatchRun } from './hooks/use-batch-run';
import { csrKeys } from '../../shared/csr-keys';
import '../../shared/csr-pages.css';

/** The API takes at most 1000 a batch (CsrActor's howMany). */
export const AC_FLAG_MAX_BATCH = 1000;
const DEFAULT_BATCH = '100';

const settingsSchema = yup.object({
  isACUser: yup.string().oneOf(['true', 'false']).required('Choose the AC flag.'),
  howMany: yup
    .string()
    .required('Enter the batch size.')
    .matches(/^\d+$/, 'The batch size must be a whole number.')
    .test(
      'range',
      `The batch size must be between 1 and ${AC_FLAG_MAX_BATCH}.`,
      (v) => !!v && Number(v) >= 1 && Number(v) <= AC_FLAG_MAX_BATCH,
    ),
});
type Settings = yup.InferType<typeof settingsSchema>;

export default function UpdateContactsAcFlagPage() {
  const initialized = useSession((s) => s.initialized);
  // the run's settings, fixed when it starts (a resumed run keeps them)
  const settings = useRef({ isACUser: true, howMany: Number(DEFAULT_BATCH) });
  const count = useQuery({
    queryKey: csrKeys('active-b2b-users').of(),
    queryFn: ({ signal }) => getNumActiveB2BUsers(signal),
    enabled: initialized,
  });
  const runBatch = useCallback(async (startNum: number) => {
    const batch = await updateB2BContactsWithACFlag({ startNum, ...settings.current });
    return {
      done: batch.nextStartNum,
      total: batch.total,
      finished: batch.nextStartNum >= batch.total || batch.updated === 0,
    };
  }, []);
  const { state, start, resume } = useBatchRun(runBatch);
  const running = state.status === 'running';

  return (
    <section className="csr-page" aria-labelledby="csr-ac-flag-title">
      <h1 id="csr-ac-flag-title">Update Contacts AC Flag</h1>
      <section className="csr-card" aria-labelledby="csr-ac-flag-run">
        <h2 id="csr-ac-flag-run">Active business users</h2>
        {count.isPending ? (
          <Spinner label="Counting the active business users" />
        ) : count.isError ? (
          <Alert kind="danger">The active business users could not be counted. Please try again.</Alert>
        ) : (
          <p>
            Active business users with contacts: <strong>{count.data}</strong>
          </p>
        )}
        <Formik<Settings>
          initialValues={{ isACUser: 'true', howMany: DEFAULT_BATCH }}
          validationSchema={settingsSchema}
          onSubmit={(values) => {
            settings.current = { isACUser: values.isACUser === 'true', howMany: Number(values.howMany) };
            start();
          }}
        >
          <Form className="csr-form" aria-label="AC flag update" noValidate>
            <SelectField
              name="isACUser"
              label="AC flag"
              options={[
                { code: 'true', name: 'Set (AC user)' },
                { code: 'false', name: 'Clear (not an AC user)' },
              ]}
            />
            <TextField name="howMany" label="Batch size" inputMode="numeric" />
            <Button type="submit" disabled={running || count.isPending || count.data === 0}>
              Update Contacts
            </Button>
          </Form>
        </Formik>
        <BatchProgress label="Contacts updated" unit="users" state={state} onResume={resume} />
      </section>
      <SsoHeartbeat />
    </section>
  );
}
