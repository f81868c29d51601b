// /pages/dashboard/equipment/warranty/detail/{claimId}: one claim — status, unit, dates, hours, the failure, cause
// and correction, amounts, its addresses and attachments.
import { useState } from 'react';
import { Link, useSearchParams } from '@portal/shared-session/routing';
import { formatDate, formatMoney } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { formatAddressInline } from '@portal/shared-ui/address-dialogs';
import { openFileInNewTab } from '../../../shared/open-file';
import { claimAttachmentUrl } from '../api/warranty';
import { claimDetailsOptions } from '../api/queries';
import { CLAIM_STATUS_LABELS, type WarrantyClaimDetails } from '../types/warranty';
import { WARRANTY } from './warranty-links';
import { RecordPage } from '../../../shared/record-page';
import '../../../shared/dashboard-pages.css';
import './warranty.css';

const UNIT_PAGE = '/pages/dashboard/equipment/fleet/unit';

const orDash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '—' : String(value);

function ClaimView({ claim }: { claim: WarrantyClaimDetails }) {
  const money = (amount: number | null) => (amount === null ? '—' : formatMoney(amount, claim.currency));
  const [openFailed, setOpenFailed] = useState(false);
  const open = (attachmentId: string) => {
    setOpenFailed(false);
    openFileInNewTab(async () => claimAttachmentUrl(claim.claimId, attachmentId)).catch(() =>
      setOpenFailed(true),
    );
  };
  return (
    <>
      <header className="dash-page__header">
        <h1 id="claim-detail-title">Warranty Claim {claim.claimNumber}</h1>
      </header>
      <dl className="dash-claim-facts">
        <dt>Status</dt>
        <dd>{CLAIM_STATUS_LABELS[claim.status] ?? claim.status}</dd>
        <dt>Warranty Type</dt>
        <dd>{claim.warrantyType}</dd>
        <dt>Unit</dt>
        <dd>
          {claim.unit ? (
            <Link to={`${UNIT_PAGE}/${encodeURIComponent(claim.unit.instanceId)}`}>
              {claim.unit.unitSerial} ({claim.unit.model})
            </Link>
          ) : (
            '—'
          )}
        </dd>
        <dt>Submitted</dt>
        <dd>{formatDate(claim.submittedAt)}</dd>
        <dt>Failure Date</dt>
        <dd>{formatDate(claim.failureDate) || '—'}</dd>
        <dt>Repair Date</dt>
        <dd>{formatDate(claim.repairDate) || '—'}</dd>
        <dt>Hours</dt>
        <dd>{orDash(claim.unitHours)}</dd>
        <dt>Labor Hours</dt>
        <dd>{orDash(claim.laborHours)}</dd>
        <dt>Failed Part Number</dt>
        <dd>{orDash(claim.failedPartNumber)}</dd>
        <dt>Parts Amount</dt>
        <dd>{money(claim.partsAmount)}</dd>
        <dt>Labor Amount</dt>
        <dd>{money(claim.laborAmount)}</dd>
        <dt>Billing Address</dt>
        <dd>{claim.billingAddress ? formatAddressInline(claim.billingAddress) : '—'}</dd>
        <dt>Shipping Address</dt>
        <dd>{claim.shippingAddress ? formatAddressInline(claim.shippingAddress) : '—'}</dd>
      </dl>
      <section aria-labelledby="claim-failure">
        <h2 id="claim-failure">Failure</h2>
        <p>{claim.complaint}</p>
        {claim.cause && (
          <p>
            <strong>Cause:</strong> {claim.cause}
          </p>
        )}
        {claim.correction && (
          <p>
            <strong>Correction:</strong> {claim.correction}
          </p>
        )}
      </section>
      <section aria-labelledby="claim-attachments">
        <h2 id="claim-attachments">Attachments</h2>
        {claim.attachments.length === 0 ? (
          <p>No attachments.</p>
        ) : (
          <ul>
            {claim.attachments.map((a) => (
              <li key={a.attachmentId}>
                <Button variant="link" onClick={() => open(a.attachmentId)}>
                  {a.fileName}
                </Button>{' '}
                ({Math.ceil(a.sizeBytes / 1024)} KB)
              </li>
            ))}
          </ul>
        )}
        {openFailed && <Alert kind="danger">The attachment could not be opened. Please try again.</Alert>}
      </section>
    </>
  );
}

export default function ClaimDetailPage() {
  const [params] = useSearchParams();
  return (
    <RecordPage
      titleId="claim-detail-title"
      title="Warranty Claim"
      back={{ to: WARRANTY, label: 'Back to Warranty' }}
      param="claimId"
      options={claimDetailsOptions}
      loadingLabel="Loading the warranty claim"
      failure="This warranty claim could not be loaded. Please try again."
    >
      {(data) => (
        <>
          {params.get('submitted') === '1' && (
            <Alert kind="success">Your claim {data.claimNumber} was submitted.</Alert>
          )}
          <ClaimView claim={data} />
        </>
      )}
    </RecordPage>
  );
}
