// yieldToBrowser ends the current task: what follows it runs after the task's microtasks and queued timers.
import { yieldToBrowser } from './yield-to-browser';

afterEach(() => {
  delete (globalThis as { scheduler?: unknown }).scheduler;
});

test('without scheduler.yield, resumes in a later task (after a timer queued before it), not in a microtask', async () => {
  const order: string[] = [];
  setTimeout(() => order.push('earlier task'), 0);
  const yielded = yieldToBrowser().then(() => order.push('after yield'));
  await Promise.resolve().then(() => order.push('microtask'));
  expect(order).toEqual(['microtask']);
  await yielded;
  expect(order).toEqual(['microtask', 'earlier task', 'after yield']);
});

test("uses the browser's scheduler.yield where there is one", async () => {
  const yieldCalls: string[] = [];
  (globalThis as { scheduler?: unknown }).scheduler = {
    yield: () => {
      yieldCalls.push('yield');
      return Promise.resolve();
    },
  };
  await yieldToBrowser();
  expect(yieldCalls).toEqual(['yield']);
});
