// Links the dashboard's pages share (dates and money: formatDate/formatMoney of @portal/shared-session).

/** The shell's download page runs the endpoint's CSV job (it appends 'async') and offers the file. */
export function downloadPageHref(endpoint: string, body: unknown): string {
  const params = new URLSearchParams({ source: 'integration', endpoint, body: JSON.stringify(body) });
  return `/pages/download?${params.toString()}`;
}
