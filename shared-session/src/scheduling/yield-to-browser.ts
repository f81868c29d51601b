// Start-up work cut into tasks (issue 18, TBT): every main-thread task longer than 50 ms blocks input, so work
// that would run as one long task awaits this between its phases and the browser gets the thread in between.

interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task: `scheduler.yield()` where the browser has it (the rest runs ahead of other queued
 * tasks), else a `setTimeout(0)` task. Never in the same task, so what follows the await is a task of its own.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
