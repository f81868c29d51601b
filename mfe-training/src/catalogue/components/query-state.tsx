// Loading and error states of the training store's data sections.
import { Alert } from '@portal/shared-ui/alert';
import { Spinner } from '@portal/shared-ui/spinner';
import '../training.css';

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="training-status" role="status">
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
