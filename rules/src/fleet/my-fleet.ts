// My Fleet's views (issue 38): the page sizes a user may choose and the columns a view may show, in the API's field
// names. The page offers exactly these and the API stores and exports a saved view only within them.

export const MY_FLEET_PAGE_SIZES = [10, 25, 50, 100] as const;
export type MyFleetPageSize = (typeof MY_FLEET_PAGE_SIZES)[number];

/** Every column My Fleet can show, in the table's order. */
export const MY_FLEET_COLUMNS = [
  'unitSerial',
  'customerVehicleNumber',
  'model',
  'productLine',
  'customerName',
  'currentLocation',
  'inServiceDate',
  'hourMeter',
  'utilisationPercent',
  'nextInspectionOn',
  'dueStatus',
  'openSrCount',
  'bulletinCount',
  'warning',
] as const;
export type MyFleetColumn = (typeof MY_FLEET_COLUMNS)[number];

/** What a fresh visit shows: the columns a fleet manager reads first. */
export const MY_FLEET_DEFAULT_COLUMNS: readonly MyFleetColumn[] = [
  'unitSerial',
  'customerVehicleNumber',
  'model',
  // a parent holding's list mixes its companies' units: whose each one is must show without choosing a column
  'customerName',
  'currentLocation',
  'hourMeter',
  'utilisationPercent',
  'nextInspectionOn',
  'dueStatus',
  'bulletinCount',
];

/** A user keeps at most this many saved views. */
export const MY_FLEET_MAX_VIEWS = 50;

/**
 * The filters a view may hold besides the facets (each value a list of strings, as the URL's filter keeps them):
 * next inspection within so many days, hour meter and utilisation bounds, open notices ('yes' or 'no').
 */
export const MY_FLEET_RANGE_FILTERS = [
  'inspectionWithinDays',
  'hoursMin',
  'hoursMax',
  'utilisationMin',
  'utilisationMax',
  'withOpenNotices',
] as const;
export type MyFleetRangeFilter = (typeof MY_FLEET_RANGE_FILTERS)[number];
