// A batch run's progress: a labelled <progress> with the count in words, and where a failed run stopped.
import { useId } from 'react';
import { Alert } from '@portal/shared-ui/alert';
import { Button } from '@portal/shared-ui/button';
import type { BatchRunState } from '../hooks/use-batch-run';

export interface BatchProgressProps {
  label: string;
  /** what is counted, e.g. 'users' */
  unit: string;
  state: BatchRunState;
  onResume: () => void;
}

export function BatchProgress({ label, unit, state, onResume }: BatchProgressProps) {
  const id = useId();
  if (state.status === 'idle') return null;
  const total = state.total ?? 0;
  return (
    <div className="csr-batch-progress">
      <label htmlFor={id}>{label}</label>
      <progress id={id} max={Math.max(total, 1)} value={Math.min(state.done, Math.max(total, 1))}>
        {state.done} of {total}
      </progress>
      <p role="status">
        {state.status === 'finished'
          ? `Finished: ${state.done} of ${total} ${unit}.`
          : `${state.done} of ${state.total ?? '…'} ${unit}.`}
      </p>
      {state.status === 'stopped' && (
        <Alert kind="danger">
          <p>
            Stopped at {state.done} of {state.total ?? '…'} {unit}: {state.error}
          </p>
          <Button onClick={onResume}>Resume</Button>
        </Alert>
      )}
    </div>
  );
}
