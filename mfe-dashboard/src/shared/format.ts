// Display formats the dashboard's pages share (frontend-common: dates LL/dd/yyyy).

/** 'yyyy-mm-dd' or an ISO timestamp as MM/dd/yyyy; '' when absent, the text itself when it is no date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

export function formatMoney(amount: number, currency = 'USD'): string {
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(amount);
  } catch {
    return amount.toFixed(2);
  }
}

/** The shell's download page runs the endpoint's CSV job (it appends 'async') and offers the file. */
export function downloadPageHref(endpoint: string, body: unknown): string {
  const params = new URLSearchParams({ source: 'integration', endpoint, body: JSON.stringify(body) });
  return `/pages/download?${params.toString()}`;
}
