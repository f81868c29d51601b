// /pages/dashboard/equipment/warranty/claim, 'Submit a Claim' (B2B_Warranty_Submit or Demo_Only_Warranty_Submit):
// the unit by serial (prefilled when started from a unit page), failure date, hours, description and the rest of
// the claim, the Default Information addresses (changeable with the shared picker) and attachments (type and size
// checked here and again by the API). Formik with the API's own schema; a demo account's claim is validated, not
// filed, and the page says so; a failure keeps everything typed.
import { userMessageOf } from '@portal/api-client';
import { useEffect, useRef, useState } from 'react';
import { Form, Formik, useFormikContext } from 'formik';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from '@portal/shared-session/routing';
import { usePrivileges, useSession } from '@portal/shared-session';
import { useOrganizationScope } from '@portal/shared-session/server-list';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import { TextField } from '@portal/shared-ui/form-field';
import {
  MAX_CLAIM_ATTACHMENTS,
  WARRANTY_CLAIM_LIMITS,
  claimAttachmentProblem,
  warrantyClaimSchema,
} from '@portal/rules/validation';
import '../../../shared/dashboard-pages.css';
import { submitClaim, uploadAttachment, type WarrantyAddress } from '../api/warranty';
import { defaultInformationOptions } from '../api/queries';
import { ClaimAddressChoice, pickerAddress } from './claim-address';
import { DateField, TextAreaField } from './claim-fields';
import { isDemoSubmitter, WARRANTY, WARRANTY_DETAIL } from './warranty-links';
import './warranty.css';

export interface ClaimFormValues {
  unitSerial: string;
  failureDate: string;
  repairDate: string;
  hours: string;
  laborHours: string;
  failedPartNumber: string;
  description: string;
  cause: string;
  correction: string;
}

/** Today in the browser's calendar, as a date input writes it. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** After a failed submit, focus moves to the first field that says what is wrong. */
function FocusFirstError() {
  const { submitCount, isValid } = useFormikContext();
  const seen = useRef(0);
  useEffect(() => {
    if (submitCount === seen.current || isValid) return;
    seen.current = submitCount;
    document.querySelector<HTMLElement>('.dash-claim-form [aria-invalid="true"]')?.focus();
  }, [submitCount, isValid]);
  return null;
}

function Attachments({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const [problems, setProblems] = useState<string[]>([]);
  const add = (chosen: FileList | null) => {
    const found: string[] = [];
    const next = [...files];
    for (const file of Array.from(chosen ?? [])) {
      const problem = claimAttachmentProblem(file);
      if (problem) found.push(problem);
      else if (next.length >= MAX_CLAIM_ATTACHMENTS)
        found.push(`${file.name}: at most ${MAX_CLAIM_ATTACHMENTS} attachments are allowed.`);
      else next.push(file);
    }
    setProblems(found);
    onChange(next);
  };
  return (
    <fieldset className="dash-claim-attachments">
      <legend>Attachments</legend>
      <label>
        Add attachments (PDF, JPEG or PNG, up to 10 MB each)
        <input
          type="file"
          multiple
          accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
          onChange={(e) => {
            add(e.target.files);
            e.target.value = '';
          }}
        />
      </label>
      {problems.length > 0 && (
        <Alert kind="danger">
          {problems.map((p) => (
            <span key={p}>
              {p}
              <br />
            </span>
          ))}
        </Alert>
      )}
      {files.length > 0 && (
        <ul>
          {files.map((f, i) => (
            <li key={`${f.name}-${i}`}>
              {f.name} ({Math.ceil(f.size / 1024)} KB){' '}
              <Button variant="link" onClick={() => onChange(files.filter((_, j) => j !== i))}>
                Remove {f.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

export default function ClaimPage() {
  const initialized = useSession((s) => s.initialized);
  const demo = isDemoSubmitter(usePrivileges());
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const defaults = useQuery({ ...defaultInformationOptions(useOrganizationScope()), enabled: initialized });
  const [billing, setBilling] = useState<WarrantyAddress | null>(null);
  const [shipping, setShipping] = useState<WarrantyAddress | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [demoResult, setDemoResult] = useState<string | null>(null);
  const today = localToday();
  const schema = warrantyClaimSchema({ today });
  const initialValues: ClaimFormValues = {
    unitSerial: params.get('unitSerial') ?? '',
    failureDate: '',
    repairDate: '',
    hours: '',
    laborHours: '',
    failedPartNumber: '',
    description: '',
    cause: '',
    correction: '',
  };
  const chosenBilling = billing ?? pickerAddress(defaults.data?.billingAddress ?? null);
  const chosenShipping = shipping ?? pickerAddress(defaults.data?.shippingAddress ?? null);

  return (
    <section className="dash-page" aria-labelledby="claim-title">
      <p>
        <Link to={WARRANTY}>Back to Warranty</Link>
      </p>
      <header className="dash-page__header">
        <h1 id="claim-title">Submit a Claim</h1>
      </header>
      {demo && (
        <Alert kind="info">
          This is a demonstration account: your claim is checked completely, but it is not filed.
        </Alert>
      )}
      <Formik<ClaimFormValues>
        initialValues={initialValues}
        validationSchema={schema}
        onSubmit={async (values) => {
          setFailure(null);
          setDemoResult(null);
          const claim = schema.cast(values);
          try {
            const attachmentIds: string[] = [];
            // one at a time: the API holds each upload for this user until the claim takes it
            for (const file of files) {
              try {
                attachmentIds.push(await uploadAttachment(file));
              } catch (error) {
                setFailure(userMessageOf(error, `${file.name} could not be uploaded.`));
                return;
              }
            }
            const result = await submitClaim({
              unitSerial: claim.unitSerial,
              failureDate: claim.failureDate,
              repairDate: claim.repairDate ?? null,
              hours: claim.hours,
              laborHours: claim.laborHours ?? null,
              failedPartNumber: claim.failedPartNumber ?? null,
              description: claim.description,
              cause: claim.cause || null,
              correction: claim.correction || null,
              billingAddressId: billing?.addressId ?? null,
              shippingAddressId: shipping?.addressId ?? null,
              attachmentIds,
            });
            if (result.filed && result.claimId)
              navigate(`${WARRANTY_DETAIL}/${encodeURIComponent(result.claimId)}?submitted=1`);
            else setDemoResult(result.message ?? 'The claim is valid; it was not filed.');
          } catch (error) {
            setFailure(userMessageOf(error, 'The claim could not be submitted.'));
          }
        }}
      >
        {({ isSubmitting }) => (
          <Form className="dash-form dash-claim-form" noValidate aria-labelledby="claim-title">
            <FocusFirstError />
            <TextField
              name="unitSerial"
              label="Unit Serial Number"
              required
              maxLength={WARRANTY_CLAIM_LIMITS.unitSerial}
            />
            <DateField name="failureDate" label="Failure Date" required max={today} />
            <DateField name="repairDate" label="Repair Date" max={today} />
            <TextField name="hours" label="Hours" required autoComplete="off" />
            <TextField name="laborHours" label="Labor Hours" autoComplete="off" />
            <TextField name="failedPartNumber" label="Failed Part Number" maxLength={40} />
            <TextAreaField
              name="description"
              label="Description"
              required
              maxLength={WARRANTY_CLAIM_LIMITS.description}
            />
            <TextAreaField name="cause" label="Cause" maxLength={WARRANTY_CLAIM_LIMITS.cause} />
            <TextAreaField
              name="correction"
              label="Correction"
              maxLength={WARRANTY_CLAIM_LIMITS.correction}
            />
            <section className="dash-claim-addresses" aria-label="Claim addresses">
              {defaults.isPending ? (
                <Spinner label="Loading the Default Information" />
              ) : (
                <>
                  {defaults.isError && (
                    <Alert kind="warning">
                      The Default Information could not be loaded; choose the addresses below if you need
                      them.
                    </Alert>
                  )}
                  <ClaimAddressChoice
                    label="Billing Address"
                    accountId={defaults.data?.accountId ?? null}
                    selected={chosenBilling}
                    onSelect={setBilling}
                    emptyText="No default billing address; the claim is filed without one."
                  />
                  <ClaimAddressChoice
                    label="Shipping Address"
                    accountId={defaults.data?.accountId ?? null}
                    selected={chosenShipping}
                    onSelect={setShipping}
                    emptyText="No default shipping address; the claim is filed without one."
                  />
                </>
              )}
            </section>
            <Attachments files={files} onChange={setFiles} />
            {failure && <Alert kind="danger">{failure}</Alert>}
            {demoResult && <Alert kind="success">{demoResult}</Alert>}
            <div className="dash-toolbar">
              <Button type="submit" loading={isSubmitting}>
                Submit Claim
              </Button>
              <Link to={WARRANTY}>Cancel</Link>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
