// Quick order's bulk entry (issue 39): a CSV file or a pasted list of up to 500 lines (part number in any displayed
// form or the company's own part number, then quantity), checked in one call with each bad line's reason, then
// added in one step. The lines that could not go in stay named, so the buyer can fix them.
import { useId, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { userMessageOf } from '@portal/api-client';
import { BULK_ENTRY_MAX_LINES, QUICK_ORDER_MESSAGES } from '@portal/rules/validation';
import { loadCart } from '@portal/shared-session';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import { LineOutcome } from '@portal/shared-ui/line-outcome';
import { parseBulkEntry } from '../../../shared/utils/quick-order-rules';
import { bulkOrderEntry, type BulkEntryAnswer } from '../api/bulk-entry';

const refusedLines = (answer: BulkEntryAnswer) =>
  answer.lines
    .filter((line) => line.problem !== null)
    .map((line) => ({
      key: String(line.row),
      label: `Line ${line.row} · ${line.reference === '' ? '(no part number)' : line.reference}`,
      message: line.problem ?? '',
    }));

export function BulkEntry() {
  const [text, setText] = useState('');
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const textId = useId();
  const fileId = useId();
  const lines = parseBulkEntry(text);
  const tooMany = lines.length > BULK_ENTRY_MAX_LINES;
  const run = useMutation({
    mutationFn: (addToCart: boolean) => bulkOrderEntry(lines, addToCart),
    onSuccess: async (answer, addToCart) => {
      // the cart was filled on the server: the header's count and the cart page read it again
      if (addToCart && answer.accepted > 0) await loadCart('supply-store');
    },
  });
  const readFile = async (file: File | undefined) => {
    setFileProblem(null);
    run.reset();
    if (!file) return;
    try {
      setText(await file.text());
    } catch {
      setFileProblem('The file could not be read. Please choose a CSV or text file.');
    }
  };
  const answer = run.data;
  const added = run.variables === true;
  return (
    <section className="store-quick-order__bulk" aria-labelledby={`${textId}-title`}>
      <h2 id={`${textId}-title`}>Upload or Paste a List</h2>
      <p id={`${textId}-hint`} className="store-quick-order__hint">
        Up to {BULK_ENTRY_MAX_LINES} lines: a part number (or your company&apos;s part number), then the
        quantity, separated by a comma or tab. A CSV file&apos;s first line may be its header.
      </p>
      <label htmlFor={fileId}>CSV file</label>
      <input
        id={fileId}
        type="file"
        accept=".csv,.txt,text/csv,text/plain"
        onChange={(e) => void readFile(e.target.files?.[0])}
      />
      {fileProblem && <Alert kind="danger">{fileProblem}</Alert>}
      <label htmlFor={textId}>List of parts</label>
      <textarea
        id={textId}
        rows={8}
        value={text}
        aria-describedby={`${textId}-hint ${textId}-count`}
        onChange={(e) => {
          setText(e.target.value);
          run.reset();
        }}
      />
      <p id={`${textId}-count`} className="store-quick-order__hint" aria-live="polite">
        {lines.length === 1 ? '1 line' : `${lines.length} lines`}
      </p>
      {tooMany && <Alert kind="danger">{QUICK_ORDER_MESSAGES.tooManyLines}</Alert>}
      <div className="store-quick-order__actions">
        <Button
          variant="secondary"
          disabled={lines.length === 0 || tooMany || run.isPending}
          onClick={() => run.mutate(false)}
        >
          Check List
        </Button>
        <Button
          disabled={lines.length === 0 || tooMany}
          loading={run.isPending}
          onClick={() => run.mutate(true)}
        >
          Add List to Cart
        </Button>
      </div>
      {run.isError && (
        <Alert kind="danger">
          {userMessageOf(run.error, 'The list could not be checked. Please try again.')}
        </Alert>
      )}
      {answer && added && <LineOutcome added={answer.accepted} refused={refusedLines(answer)} />}
      {answer && !added && (
        <div data-testid="bulk-entry-check">
          <Alert kind={answer.rejected === 0 ? 'success' : 'warning'}>
            {answer.accepted} of {answer.lines.length} lines can be added.
          </Alert>
          {answer.rejected > 0 && (
            <ul className="store-quick-order__bulk-problems">
              {refusedLines(answer).map((line) => (
                <li key={line.key}>
                  <strong>{line.label}</strong>: {line.message}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}
