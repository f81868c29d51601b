// /pages/csr/customerSupport/featureFlags (CSR + Product_Owner_Admin or Developer_Admin; issue 22): every feature
// flag with its value per flag group (the profile's launchDarklyGroup; guests: 'Connect_Default_User'). A product
// owner sets a group's value or returns it to the default; open pages see the change on their next evaluation
// (a reload, the tab becoming visible again, or the provider's next poll), with no rebuild.
import { useState } from 'react';
import { Field, Form, Formik } from 'formik';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { useSession } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { DataTable } from '@portal/shared-ui/list-kit';
import { Spinner } from '@portal/shared-ui/spinner';
import type { CsrFeatureFlagRowFragment } from '../../gql/graphql';
import { featureFlagCommands, featureFlagKeys, featureFlagsOptions } from './api/queries';
import {
  displayFlagValue,
  flagValueProblem,
  FOLLOW_DEFAULT,
  formValueOf,
  valueToSend,
} from './feature-flag-values';
import '../../shared/csr-pages.css';

type Notice = { kind: 'success' | 'danger'; text: string };

const failure = (error: unknown) => userMessageOf(error, 'Something went wrong. Please try again.');

interface GroupValueProps {
  flag: CsrFeatureFlagRowFragment;
  group: string;
  onSaved(flag: CsrFeatureFlagRowFragment, group: string): void;
  onFailed(text: string): void;
}

const ownValue = (flag: CsrFeatureFlagRowFragment, group: string) =>
  flag.groupValues.find((v) => v.group === group);

function valueNow(flag: CsrFeatureFlagRowFragment, group: string) {
  const own = ownValue(flag, group);
  return own
    ? displayFlagValue(flag.type, own.value)
    : `Default (${displayFlagValue(flag.type, flag.defaultValue)})`;
}

/** One group's value of a flag, set or returned to the default. */
function GroupValueForm({ flag, group, onSaved, onFailed }: GroupValueProps) {
  const own = ownValue(flag, group);
  const defaultText = displayFlagValue(flag.type, flag.defaultValue);
  const label = `Value of ${flag.key} for ${group}`;
  return (
    <Formik<{ value: string }>
      initialValues={{ value: formValueOf(own?.value) }}
      enableReinitialize
      validate={({ value }) => {
        const problem = flagValueProblem(flag.type, value);
        return problem ? { value: problem } : {};
      }}
      onSubmit={async ({ value }, { setSubmitting }) => {
        try {
          onSaved(await featureFlagCommands.setValue(flag.key, group, valueToSend(value)), group);
        } catch (error) {
          onFailed(failure(error));
        } finally {
          setSubmitting(false);
        }
      }}
    >
      {({ isSubmitting, errors }) => (
        <Form className="csr-toolbar" aria-label={label} noValidate>
          {flag.type === 'boolean' ? (
            <Field as="select" name="value" aria-label={label}>
              <option value={FOLLOW_DEFAULT}>Default ({defaultText})</option>
              <option value="true">On</option>
              <option value="false">Off</option>
            </Field>
          ) : (
            <Field
              name="value"
              aria-label={label}
              inputMode={flag.type === 'number' ? 'decimal' : 'text'}
              placeholder={`Default (${defaultText})`}
              aria-invalid={errors.value ? true : undefined}
            />
          )}
          <Button type="submit" size="sm" disabled={isSubmitting} aria-label={`Save ${label}`}>
            Save
          </Button>
          {errors.value && <span role="alert">{errors.value}</span>}
        </Form>
      )}
    </Formik>
  );
}

export default function FeatureFlagsPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);
  const flags = useQuery({ ...featureFlagsOptions(), enabled: initialized });

  const saved = (flag: CsrFeatureFlagRowFragment, group: string) => {
    const own = flag.groupValues.find((v) => v.group === group);
    const now = own
      ? displayFlagValue(flag.type, own.value)
      : `the default (${displayFlagValue(flag.type, flag.defaultValue)})`;
    setNotice({
      kind: 'success',
      text: `${flag.key} is now ${now} for ${group}. Open pages see it on their next evaluation.`,
    });
    void queryClient.invalidateQueries({ queryKey: featureFlagKeys.all });
  };

  return (
    <section className="csr-page" aria-labelledby="csr-feature-flags-title">
      <h1 id="csr-feature-flags-title">Feature Flags</h1>
      <p>
        Each flag has a value for every flag group (the user profile&apos;s group; guests and users without
        one are &apos;Connect_Default_User&apos;). A group without its own value gets the flag&apos;s default.
      </p>
      <div aria-live="polite">{notice && <Alert kind={notice.kind}>{notice.text}</Alert>}</div>
      {flags.isPending && <Spinner label="Loading feature flags" />}
      {flags.isError && <Alert kind="danger">{failure(flags.error)}</Alert>}
      {flags.data && flags.data.flags.length === 0 && <p>No Results Found</p>}
      {flags.data?.flags.map((flag) => (
        <section key={flag.key} className="csr-card" aria-labelledby={`flag-${flag.key}`}>
          <h2 id={`flag-${flag.key}`}>{flag.key}</h2>
          {flag.description && <p>{flag.description}</p>}
          <p>
            Type {flag.type}; default {displayFlagValue(flag.type, flag.defaultValue)}.
          </p>
          <DataTable
            caption={`Groups of ${flag.key}`}
            columns={[
              { field: 'group', label: 'Flag group', cell: (group) => group },
              { field: 'now', label: 'Value now', cell: (group) => valueNow(flag, group) },
              {
                field: 'set',
                label: 'Set value',
                cell: (group) => (
                  <GroupValueForm
                    flag={flag}
                    group={group}
                    onSaved={saved}
                    onFailed={(text) => setNotice({ kind: 'danger', text })}
                  />
                ),
              },
            ]}
            rows={flags.data.groups}
            rowKey={(group) => group}
            // the flags have come (above): each flag's groups need no loading or error state of their own
            loading={false}
            error={false}
            loadingLabel="Loading feature flags"
            errorMessage="The feature flags could not be loaded."
          />
        </section>
      ))}
    </section>
  );
}
