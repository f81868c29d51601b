// A data section's loading and error states outside a table (the store's and the training store's pages): a
// spinner with its words, and the error in an alert with a "Try again" that fetches once more. A subpath of its
// own, bundled with the pages that show it (the data table has these states built in).
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import './query-state.css';

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="pui-status">
      <Spinner label={label} size="sm" />
      <span>{label}</span>
    </div>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert kind="danger">
      {message}{' '}
      {onRetry ? (
        <button type="button" className="pui-button pui-button--link pui-button--sm" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </Alert>
  );
}
