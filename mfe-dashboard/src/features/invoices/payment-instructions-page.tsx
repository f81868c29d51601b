// /pages/dashboard/account/arinvoice/payment-instructions: the published payment instruction files (spec 3
// 'payment instruction files with name, url'); a file is fetched with the caller's token and opened in a new tab.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { runGraphQL } from '@portal/api-client';
import { useSession } from '@portal/shared-session';
import { Link } from '@portal/shared-session/routing';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { PaymentInstructionFilesDocument } from '../../gql/graphql';
import { openFileInNewTab } from '../../shared/open-file';
import '../../shared/dashboard-pages.css';

const PAYMENT_INSTRUCTIONS_FOLDER = 'static/Payment-Instructions/';

export default function PaymentInstructionsPage() {
  const initialized = useSession((s) => s.initialized);
  const files = useQuery({
    queryKey: ['payment-instruction-files'],
    queryFn: ({ signal }) =>
      runGraphQL(PaymentInstructionFilesDocument, { folderPath: PAYMENT_INSTRUCTIONS_FOLDER }, { signal }),
    enabled: initialized,
  });
  const [openError, setOpenError] = useState(false);
  const list = files.data?.getFilesInFolder;
  return (
    <section className="dash-page" aria-labelledby="payment-instructions-title">
      <header className="dash-page__header">
        <h1 id="payment-instructions-title">Payment Instructions</h1>
        <Link to="/pages/dashboard/account/arinvoice">Back to Invoices</Link>
      </header>
      {openError && <Alert kind="danger">The file could not be opened. Please try again.</Alert>}
      {files.isPending ? (
        <Spinner label="Loading payment instructions" />
      ) : files.isError ? (
        <Alert kind="danger">The payment instructions could not be loaded.</Alert>
      ) : !list || list.length === 0 ? (
        <p className="dash-empty">No Results Found</p>
      ) : (
        <ul>
          {list.map((file) => (
            <li key={file.url}>
              <Button
                variant="link"
                onClick={() => {
                  setOpenError(false);
                  openFileInNewTab(() => Promise.resolve(file.url)).catch(() => setOpenError(true));
                }}
              >
                {file.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
