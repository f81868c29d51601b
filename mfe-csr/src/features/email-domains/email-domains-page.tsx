// /pages/csr/customerSupport/emailDomains (CSR_User_Management; spec 7): e-mail domain rules — a domain linked
// to a customer (by account number) and whether registration from it is allowed; add, allow/block, delete
// (confirmed).
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import {
  INITIAL_EMAIL_DOMAIN_RULE_VALUES,
  emailDomainRuleSchema,
  type EmailDomainRuleValues,
} from '@portal/rules/validation';
import { useSession } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { ConfirmDialog } from '@portal/shared-ui/confirm-dialog';
import { CheckboxField, TextField } from '@portal/shared-ui/form-field';
import { DataTable, type DataColumn } from '@portal/shared-ui/list-kit';
import type { EmailDomainRuleRowFragment } from '../../gql/graphql';
import { emailDomainCommands, emailDomainKeys, emailDomainRulesOptions } from './api/queries';
import '../../shared/csr-pages.css';

type Notice = { kind: 'success' | 'danger'; text: string };

export default function EmailDomainsPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<EmailDomainRuleRowFragment | null>(null);

  const rules = useQuery({ ...emailDomainRulesOptions(), enabled: initialized });
  const act = async (run: () => Promise<unknown>, text: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await run();
      setNotice({ kind: 'success', text });
      await queryClient.invalidateQueries({ queryKey: emailDomainKeys.all });
      return true;
    } catch (e) {
      setNotice({ kind: 'danger', text: userMessageOf(e, 'Something went wrong.') });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const add = async (values: EmailDomainRuleValues, reset: () => void) => {
    const rule = emailDomainRuleSchema.cast(values);
    if (await act(() => emailDomainCommands.add(rule), `The rule for ${rule.domain} was added.`)) reset();
  };

  const columns: DataColumn<EmailDomainRuleRowFragment>[] = [
    { field: 'domain', label: 'Domain', cell: (rule) => rule.domain },
    {
      field: 'customer',
      label: 'Customer',
      cell: (rule) => `${rule.customerName}${rule.customerNumber ? ` (${rule.customerNumber})` : ''}`,
    },
    {
      field: 'registration',
      label: 'Registration',
      cell: (rule) => (rule.registrationAllowed ? 'Allowed' : 'Blocked'),
    },
    {
      field: 'actions',
      label: 'Actions',
      cell: (rule) => (
        <div className="csr-toolbar">
          {rule.customerNumber && (
            <Button
              variant="link"
              disabled={busy}
              aria-label={`${rule.registrationAllowed ? 'Block' : 'Allow'} registration from ${rule.domain}`}
              onClick={() =>
                void act(
                  () =>
                    emailDomainCommands.update({
                      domain: rule.domain,
                      customerNumber: rule.customerNumber ?? '',
                      registrationAllowed: !rule.registrationAllowed,
                    }),
                  `The rule for ${rule.domain} was updated.`,
                )
              }
            >
              {rule.registrationAllowed ? 'Block' : 'Allow'}
            </Button>
          )}
          <Button
            variant="link"
            aria-label={`Delete the rule for ${rule.domain}`}
            onClick={() => setDeleting(rule)}
          >
            Delete
          </Button>
        </div>
      ),
    },
  ];
  return (
    <section className="csr-page" aria-labelledby="csr-email-domains-title">
      <h1 id="csr-email-domains-title">Email Domain Rules</h1>
      {notice && (
        <Alert kind={notice.kind} onDismiss={() => setNotice(null)}>
          {notice.text}
        </Alert>
      )}
      <Formik<EmailDomainRuleValues>
        initialValues={INITIAL_EMAIL_DOMAIN_RULE_VALUES}
        validationSchema={emailDomainRuleSchema}
        onSubmit={(values, helpers) => add(values, () => helpers.resetForm())}
      >
        <Form className="csr-form" aria-label="Add a rule" noValidate>
          <TextField name="domain" label="Domain" placeholder="example.com" required />
          <TextField name="customerNumber" label="Customer number" maxLength={64} required />
          <CheckboxField name="registrationAllowed" label="Registration allowed" />
          <Button type="submit" disabled={busy}>
            Add Rule
          </Button>
        </Form>
      </Formik>
      <DataTable
        caption="Email domain rules"
        columns={columns}
        rows={rules.data}
        rowKey={(rule) => rule.domain}
        loading={rules.isPending}
        error={rules.isError}
        loadingLabel="Loading the rules"
        errorMessage="The rules could not be loaded. Please try again."
        emptyMessage="No Results Found"
      />
      <ConfirmDialog
        open={deleting !== null}
        title="Delete rule"
        message={deleting ? `Delete the rule for ${deleting.domain}?` : ''}
        confirmLabel="Delete"
        loading={busy}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          const rule = deleting;
          if (!rule) return;
          void act(
            () => emailDomainCommands.remove(rule.domain),
            `The rule for ${rule.domain} was deleted.`,
          ).then(() => setDeleting(null));
        }}
      />
    </section>
  );
}
