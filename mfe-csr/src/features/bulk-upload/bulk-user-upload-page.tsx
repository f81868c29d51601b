// /pages/csr/customerSupport/bulkUserUpload (CSR_User_Management; spec 7 POST /bulkUserUpload): a CSV file is
// checked row by row (nothing written), then its good rows are created by an async job with progress, and the
// per-row results (created, or failed with the reason) are shown and offered as a file.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { BULK_UPLOAD_COLUMNS, type BulkUploadResultRow } from '@portal/rules/validation';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { Spinner } from '@portal/shared-ui/spinner';
import {
  checkBulkFile,
  errorMessages,
  uploadBulkFile,
  type CheckedRow,
  type UploadProgress,
} from './api/bulk-upload-api';
import '../../shared/csr-pages.css';

type Phase = 'choose' | 'checking' | 'checked' | 'creating' | 'done';

const TEMPLATE_HREF = `data:text/csv;charset=utf-8,${encodeURIComponent(`${BULK_UPLOAD_COLUMNS.join(',')}\n`)}`;
const RESULT_FILE_NAME = 'bulk-user-upload-results.csv';
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export default function BulkUserUploadPage() {
  const [file, setFile] = useState<File | null>(null);
  const [phase, setPhase] = useState<Phase>('choose');
  const [checked, setChecked] = useState<CheckedRow[]>([]);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [results, setResults] = useState<BulkUploadResultRow[]>([]);
  const [resultHref, setResultHref] = useState<string | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const running = useRef<AbortController | null>(null);
  const resultsHeading = useRef<HTMLHeadingElement>(null);

  // leaving the page stops polling; a replaced result file is released
  useEffect(() => () => running.current?.abort(), []);
  useEffect(
    () => () => {
      if (resultHref) URL.revokeObjectURL(resultHref);
    },
    [resultHref],
  );
  useEffect(() => {
    if (phase === 'done') resultsHeading.current?.focus();
  }, [phase]);

  const start = () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setErrors([]);
    return controller.signal;
  };
  const startOver = () => {
    running.current?.abort();
    setFile(null);
    setChecked([]);
    setResults([]);
    setResultHref(null);
    setProgress(null);
    setErrors([]);
    setPhase('choose');
    if (fileInput.current) {
      fileInput.current.value = '';
      fileInput.current.focus();
    }
  };

  const check = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      setErrors(['Choose a CSV file to check.']);
      return;
    }
    const signal = start();
    setPhase('checking');
    try {
      const rows = await checkBulkFile(await file.text(), signal);
      setChecked(rows);
      setPhase('checked');
    } catch (e) {
      if (signal.aborted) return;
      setErrors(errorMessages(e));
      setPhase('choose');
    }
  };

  const create = async () => {
    if (!file) return;
    const signal = start();
    setPhase('creating');
    setProgress(null);
    try {
      const outcome = await uploadBulkFile(await file.text(), setProgress, signal);
      setResults(outcome.rows);
      setResultHref(URL.createObjectURL(outcome.file));
      setPhase('done');
    } catch (e) {
      if (signal.aborted) return;
      setErrors(errorMessages(e));
      setPhase('checked');
    }
  };

  const ready = checked.filter((r) => r.problems.length === 0).length;
  const created = results.filter((r) => r.created).length;
  return (
    <section className="csr-page" aria-labelledby="csr-bulk-upload-title">
      <h1 id="csr-bulk-upload-title">Bulk User Upload</h1>
      <p>
        Upload a CSV file with the header row <code>{BULK_UPLOAD_COLUMNS.join(',')}</code>. firstName,
        lastName, email and accountNumber are required; an empty roleName gives the customer&apos;s default
        role. Every new user is e-mailed a link to complete the registration.{' '}
        <a href={TEMPLATE_HREF} download="bulk-user-upload-template.csv">
          Download the template
        </a>
      </p>
      <form className="csr-form" aria-label="Choose a file" onSubmit={(e) => void check(e)} noValidate>
        <label>
          CSV file
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            disabled={phase === 'checking' || phase === 'creating'}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setChecked([]);
              setResults([]);
              setErrors([]);
              setPhase('choose');
            }}
          />
        </label>
        <Button type="submit" loading={phase === 'checking'} disabled={phase === 'creating'}>
          Check File
        </Button>
      </form>
      {errors.length > 0 && (
        <Alert kind="danger" onDismiss={() => setErrors([])}>
          {errors.length === 1 ? (
            errors[0]
          ) : (
            <ul className="csr-messages">
              {errors.map((m) => (
                <li key={m}>{m}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}

      {(phase === 'checked' || phase === 'creating') && (
        <section className="csr-card" aria-labelledby="csr-bulk-checked">
          <h2 id="csr-bulk-checked">Checked Rows</h2>
          <p role="status">
            {ready} of {plural(checked.length, 'row')} can be created.
            {ready < checked.length &&
              ' Rows with problems are not created; the results list them as failed.'}
          </p>
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">Checked rows</caption>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Email</th>
                  <th scope="col">Check</th>
                </tr>
              </thead>
              <tbody>
                {checked.map((r) => (
                  <tr key={r.row}>
                    <td>{r.row}</td>
                    <td>{r.email}</td>
                    <td>{r.problems.length === 0 ? 'Ready' : r.problems.join(' ')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {phase === 'creating' ? (
            <div className="csr-progress" aria-live="polite">
              {progress ? (
                <>
                  <label htmlFor="csr-bulk-progress">
                    Creating users: {progress.processed} of {progress.total}
                  </label>
                  <progress id="csr-bulk-progress" value={progress.processed} max={progress.total} />
                </>
              ) : (
                <Spinner label="Creating users" />
              )}
            </div>
          ) : (
            <div className="csr-toolbar">
              <Button onClick={() => void create()} disabled={ready === 0}>
                Create {plural(ready, 'User')}
              </Button>
              <Button variant="secondary" onClick={startOver}>
                Choose Another File
              </Button>
            </div>
          )}
        </section>
      )}

      {phase === 'done' && (
        <section className="csr-card" aria-labelledby="csr-bulk-results">
          <h2 id="csr-bulk-results" ref={resultsHeading} tabIndex={-1}>
            Results
          </h2>
          <p role="status">
            {created} created, {results.length - created} failed.
          </p>
          <div className="pui-table-scroll">
            <table className="pui-table">
              <caption className="visually-hidden">Upload results</caption>
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Email</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {results.map((r) => (
                  <tr key={r.row}>
                    <td>{r.row}</td>
                    <td>{r.email}</td>
                    <td>{r.created ? 'Created' : `Failed: ${r.reason}`}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="csr-toolbar">
            {resultHref && (
              <a href={resultHref} download={RESULT_FILE_NAME}>
                Download the results
              </a>
            )}
            <Button variant="secondary" onClick={startOver}>
              Upload Another File
            </Button>
          </div>
        </section>
      )}
    </section>
  );
}
