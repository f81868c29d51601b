// A guard for a test's preconditions: the value, or the test fails saying what the seed lacks. A precondition
// stated once, not a branch of the test (the lint's playwright/no-conditional-in-test).
export function required<T>(value: T | null | undefined, missing: string): T {
  if (value === null || value === undefined) throw new Error(missing);
  return value;
}
