// The order histories keep their 1-based page in the URL (?page=); anything else is page 1.
export function pageFromUrl(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
