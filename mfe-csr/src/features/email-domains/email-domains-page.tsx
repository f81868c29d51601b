// /pages/csr/customerSupport/emailDomains (CSR_User_Management; spec 7): e-mail domain rules — a domain linked
// to a customer (by account number) and whether registration from it is allowed; add, allow/block, delete
// (confirmed).
import { useState } from 'react';
import { Form, Formik } from 'formik';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { runGraphQL, userMessageOf } from '@portal/api-client';
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
import { Spinner } from '@portal/shared-ui/spinner';
import {
  AddEmailDomainRuleDocument,
  DeleteEmailDomainRuleDocument,
  EmailDomainRulesDocument,
  UpdateEmailDomainRuleDocument,
  type EmailDomainRuleRowFragment,
} from '../../gql/graphql';
import '../../shared/csr-pages.css';

type Notice = { kind: 'success' | 'danger'; text: string };

export default function EmailDomainsPage() {
  const initialized = useSession((s) => s.initialized);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [deleting, setDeleting] = useState<EmailDomainRuleRowFragment | null>(null);

  const rules = useQuery({
    queryKey: ['csr', 'email-domains'],
    queryFn: ({ signal }) => runGraphQL(EmailDomainRulesDocument, {}, { signal }),
    enabled: initialized,
  });
  const act = async (run: () => Promise<unknown>, text: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await run();
      setNotice({ kind: 'success', text });
      await queryClient.invalidateQueries({ queryKey: ['csr', 'email-domains'] });
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
    if (
      await act(
        () => runGraphQL(AddEmailDomainRuleDocument, { rule }),
        `The rule for ${rule.domain} was added.`,
      )
    )
      reset();
  };

  const list = rules.data?.getEmails ?? [];
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
      {rules.isPending ? (
        <Spinner label="Loading the rules" />
      ) : rules.isError ? (
        <Alert kind="danger">The rules could not be loaded. Please try again.</Alert>
      ) : list.length === 0 ? (
        <p>No Results Found</p>
      ) : (
        <div className="pui-table-scroll">
          <table className="pui-table">
            <caption className="visually-hidden">Email domain rules</caption>
            <thead>
              <tr>
                <th scope="col">Domain</th>
                <th scope="col">Customer</th>
                <th scope="col">Registration</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {list.map((rule) => (
                <tr key={rule.domain}>
                  <td>{rule.domain}</td>
                  <td>
                    {rule.customerName}
                    {rule.customerNumber ? ` (${rule.customerNumber})` : ''}
                  </td>
                  <td>{rule.registrationAllowed ? 'Allowed' : 'Blocked'}</td>
                  <td>
                    <div className="csr-toolbar">
                      {rule.customerNumber && (
                        <Button
                          variant="link"
                          disabled={busy}
                          aria-label={`${rule.registrationAllowed ? 'Block' : 'Allow'} registration from ${rule.domain}`}
                          onClick={() =>
                            void act(
                              () =>
                                runGraphQL(UpdateEmailDomainRuleDocument, {
                                  rule: {
                                    domain: rule.domain,
                                    customerNumber: rule.customerNumber ?? '',
                                    registrationAllowed: !rule.registrationAllowed,
                                  },
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
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
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
            () => runGraphQL(DeleteEmailDomainRuleDocument, { domain: rule.domain }),
            `The rule for ${rule.domain} was deleted.`,
          ).then(() => setDeleting(null));
        }}
      />
    </section>
  );
}
