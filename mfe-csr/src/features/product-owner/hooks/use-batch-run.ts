// A job done in batches (the AC-flag update, the identity-profile migration): batches run one after another
// until the last; a failed batch stops the run where it was, and Resume carries on from there.
import { userMessageOf } from '@portal/api-client';
import { useCallback, useRef, useState } from 'react';

/** What one batch reports: how far the whole run is now, and whether it is over. */
export interface BatchStep {
  done: number;
  total: number;
  finished: boolean;
}

/** Runs the batch starting at `done`. */
export type RunBatch = (done: number) => Promise<BatchStep>;

export interface BatchRunState {
  status: 'idle' | 'running' | 'stopped' | 'finished';
  done: number;
  total: number | null;
  /** why the run stopped */
  error: string | null;
}

const IDLE: BatchRunState = { status: 'idle', done: 0, total: null, error: null };

/** Runs batches from `from` until one reports the end; reports each step; throws what a batch throws. */
export async function runBatches(
  runBatch: RunBatch,
  from: number,
  onStep: (step: BatchStep) => void,
): Promise<void> {
  let done = from;
  for (;;) {
    const step = await runBatch(done);
    onStep(step);
    // a batch that moved nothing forward ends the run rather than asking again for ever
    if (step.finished || step.done <= done) return;
    done = step.done;
  }
}

export function useBatchRun(runBatch: RunBatch) {
  const [state, setState] = useState<BatchRunState>(IDLE);
  const running = useRef(false);

  const runFrom = useCallback(
    async (from: number) => {
      if (running.current) return;
      running.current = true;
      setState((s) => ({ ...s, status: 'running', done: from, error: null }));
      try {
        await runBatches(runBatch, from, (step) =>
          setState((s) => ({ ...s, done: step.done, total: step.total })),
        );
        setState((s) => ({ ...s, status: 'finished' }));
      } catch (e) {
        const error = userMessageOf(e, 'The batch failed.');
        setState((s) => ({ ...s, status: 'stopped', error }));
      } finally {
        running.current = false;
      }
    },
    [runBatch],
  );

  return {
    state,
    start: () => void runFrom(0),
    resume: () => void runFrom(state.done),
    reset: () => setState(IDLE),
  };
}
