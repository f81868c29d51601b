// /pages/dashboard/account/arinvoice/support: the caller's invoice question about the invoices chosen with the
// invoice picker (spec 2), sent to customer support (sendInvoiceSupportRequestEmail) with the caller's name, e-mail
// and account added by the API.
import { useMemo, useState } from 'react';
import { Field, Formik, Form } from 'formik';
import { useMutation } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { INVOICE_SUPPORT_MAX, invoiceSupportRequestSchema } from '@portal/rules/validation';
import { Link } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { FieldError, useShownError } from '@portal/shared-ui/form-field';
import { InvoicePicker, type InvoiceSelection } from '@portal/shared-ui/invoice-picker';
import { formatDate, formatMoney } from '@portal/shared-session';
import { describePickerError, invoicePickerSearch } from '../../shared/invoice-picker-search';
import { SendInvoiceSupportRequestDocument } from '../../gql/graphql';
import '../../shared/dashboard-pages.css';

function ContentField() {
  const error = useShownError('content');
  return (
    <div className="pui-field">
      <label htmlFor="invoice-support-content">Your question</label>
      <Field
        as="textarea"
        id="invoice-support-content"
        name="content"
        rows={8}
        maxLength={INVOICE_SUPPORT_MAX}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'invoice-support-content-error' : undefined}
      />
      <FieldError id="invoice-support-content-error" error={error} />
    </div>
  );
}

/** The request as support reads it: the invoices asked about, then the question. */
export function supportRequestContent(selection: InvoiceSelection[], question: string): string {
  const invoices = selection.map((s) => s.invoice.trxNumber).join(', ');
  return invoices ? `Invoices: ${invoices}\n\n${question}` : question;
}

export default function InvoiceSupportPage() {
  const search = useMemo(() => invoicePickerSearch({ payableOnly: false }), []);
  const [selection, setSelection] = useState<InvoiceSelection[]>([]);
  const send = useMutation({
    mutationFn: (content: string) => runGraphQL(SendInvoiceSupportRequestDocument, { content }),
  });
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <section className="dash-page" aria-labelledby="invoice-support-title">
      <header className="dash-page__header">
        <h1 id="invoice-support-title">Invoice Support</h1>
        <Link to="/pages/dashboard/account/arinvoice">Back to Invoices</Link>
      </header>
      {sent ? (
        <Alert kind="success">Your request was sent. Customer support will contact you.</Alert>
      ) : (
        <Formik
          initialValues={{ content: '' }}
          validationSchema={invoiceSupportRequestSchema}
          onSubmit={async (values) => {
            setFailure(null);
            try {
              const data = await send.mutateAsync(supportRequestContent(selection, values.content.trim()));
              if (data.sendInvoiceSupportRequestEmail) setSent(true);
              else setFailure('Your request could not be sent. Please try again.');
            } catch {
              setFailure('Your request could not be sent. Please try again.');
            }
          }}
        >
          {({ isSubmitting }) => (
            <Form className="dash-form" noValidate>
              <InvoicePicker
                legend="Invoices your question is about (optional)"
                search={search}
                describeError={describePickerError}
                selection={selection}
                onChange={setSelection}
                formatMoney={formatMoney}
                formatDate={formatDate}
                disabled={isSubmitting}
              />
              <ContentField />
              {failure && <Alert kind="danger">{failure}</Alert>}
              <Button type="submit" loading={isSubmitting}>
                Send
              </Button>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
