// What happened to a batch of lines sent to the cart (a reorder, a bulk entry): how many went in and, line by line,
// each one that did not, with its reason. One component so every batch names its refusals the same way.
import { Alert } from '@portal/shared-ui/alert';
import './line-outcome.css';

export interface RefusedLine {
  /** unique within the batch (a line number, a row of the upload) */
  key: string;
  /** what the buyer recognises the line by: "Line 3 · Part 100-0003" */
  label: string;
  /** why it was not added, in words */
  message: string;
}

export interface LineOutcomeProps {
  added: number;
  refused: readonly RefusedLine[];
  onDismiss?: () => void;
}

const lines = (n: number) => (n === 1 ? '1 line' : `${n} lines`);

export function LineOutcome({ added, refused, onDismiss }: LineOutcomeProps) {
  const addedText = added === 0 ? 'No lines were added to your cart.' : `${lines(added)} added to your cart.`;
  if (refused.length === 0)
    return (
      <Alert kind="success" onDismiss={onDismiss}>
        {addedText}
      </Alert>
    );
  return (
    <Alert kind="warning" title={addedText} onDismiss={onDismiss}>
      <p>{lines(refused.length)} could not be added:</p>
      <ul className="pui-line-outcome__refused">
        {refused.map((line) => (
          <li key={line.key}>
            <strong>{line.label}</strong>: {line.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/** A reorder's refused order lines, labelled by line and part number. */
export const refusedOrderLines = (
  refused: readonly { lineNumber: number; partNumber: string; message: string }[],
): RefusedLine[] =>
  refused.map((line) => ({
    key: String(line.lineNumber),
    label: `Line ${line.lineNumber} · Part ${line.partNumber}`,
    message: line.message,
  }));
