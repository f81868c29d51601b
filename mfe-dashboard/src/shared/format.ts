// Links the dashboard's pages share (dates and money: formatDate/formatMoney of @portal/shared-session).

/** The shell's download page runs the endpoint's CSV job (it appends 'async') and offers the file. */
export function downloadPageHref(endpoint: string, body: unknown): string {
  const params = new URLSearchParams({ source: 'integration', endpoint, body: JSON.stringify(body) });
  return `/pages/download?${params.toString()}`;
}

export interface UnitPlace {
  /** where the unit is now, as reported (a yard, a job site, or a city and state) */
  currentLocation: string | null;
  city: string | null;
  stateProvince: string | null;
}

/**
 * A unit's location in one line: where it is now, then its city and state unless that place already names them
 * (a unit reported at "Omaha, NE" in Omaha, NE reads "Omaha, NE", not "Omaha, NE, Omaha, NE").
 */
export function unitLocation({ currentLocation, city, stateProvince }: UnitPlace): string {
  const home = [city, stateProvince]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
  const here = currentLocation?.trim() ?? '';
  if (!here) return home;
  if (!home || here.toLowerCase().includes(home.toLowerCase())) return here;
  return `${here}, ${home}`;
}
