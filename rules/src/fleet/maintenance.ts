// Maintenance and inspection due dates of a fleet unit (issue 38), for the API's unit page and My Fleet and for the
// pages that show them. Pure: dates are ISO days (yyyy-mm-dd, UTC), "today" is always passed in.
//
// Service intervals run by hours and by calendar, whichever comes first; a unit without telematics has no hour
// meter, so only the calendar counts and the result says so. Inspections follow ANSI A92.2 for aerial devices (and
// digger derricks, which share its programme here): a frequent inspection every 3 months or 150 hours of use, an
// annual one within 13 months of the last, and for insulated units the periodic dielectric test every 12 months.

export const DUE_STATUSES = ['OVERDUE', 'DUE_SOON', 'OK'] as const;
export type DueStatus = (typeof DUE_STATUSES)[number];

/** Which limit makes a service or inspection due first. */
export type DueBasis = 'HOURS' | 'CALENDAR';

export interface Interval {
  /** months after the last one (calendar months; 29 Feb + 12 months is 28 Feb) */
  months: number;
  /** hours of use after the last one; null: calendar only */
  hours: number | null;
  /** due soon this many days before the calendar limit */
  dueSoonDays: number;
  /** due soon when no more than this many hours remain */
  dueSoonHours: number | null;
}

export interface ServiceInterval extends Interval {
  code: string;
  name: string;
}

export const INSPECTION_KINDS = ['FREQUENT', 'ANNUAL', 'DIELECTRIC'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

export const INSPECTION_LABELS: Record<InspectionKind, string> = {
  FREQUENT: 'Frequent inspection',
  ANNUAL: 'Annual inspection',
  DIELECTRIC: 'Dielectric test',
};

export const INSPECTION_INTERVALS: Record<InspectionKind, Interval> = {
  FREQUENT: { months: 3, hours: 150, dueSoonDays: 14, dueSoonHours: 15 },
  // ANSI A92.2: the annual inspection may be no more than 13 months after the last
  ANNUAL: { months: 13, hours: null, dueSoonDays: 30, dueSoonHours: null },
  DIELECTRIC: { months: 12, hours: null, dueSoonDays: 30, dueSoonHours: null },
};

/** The product lines whose units are inspected under ANSI A92.2's programme. */
const INSPECTED_LINES = new Set(['Aerial Devices', 'Digger Derricks']);

/** The inspections a unit owes: the dielectric test only when it is insulated. */
export function inspectionsFor(productLine: string, insulated: boolean): InspectionKind[] {
  if (!INSPECTED_LINES.has(productLine)) return [];
  return insulated ? ['FREQUENT', 'ANNUAL', 'DIELECTRIC'] : ['FREQUENT', 'ANNUAL'];
}

const service = (code: string, name: string, hours: number, months: number): ServiceInterval => ({
  code,
  name,
  hours,
  months,
  dueSoonDays: 30,
  dueSoonHours: Math.round(hours / 10),
});

/** The maintenance plan of a product line's models: its service intervals. */
export const MAINTENANCE_PLANS: Record<string, ServiceInterval[]> = {
  'Aerial Devices': [
    service('A', '250-hour service: lubrication and hydraulic check', 250, 6),
    service('B', '1000-hour service: hydraulic oil and filters', 1000, 12),
  ],
  'Digger Derricks': [
    service('A', '250-hour service: lubrication and hydraulic check', 250, 6),
    service('B', '1000-hour service: hydraulic oil, filters and auger drive', 1000, 12),
  ],
  Cranes: [
    service('A', '250-hour service: lubrication, wire rope and hook check', 250, 6),
    service('B', '1000-hour service: hydraulic oil, filters and swing drive', 1000, 12),
  ],
  Chippers: [
    service('A', '50-hour service: knives, anvil and belt tension', 50, 1),
    service('B', '250-hour service: engine oil and filters', 250, 6),
  ],
  'Lights and Signs': [service('A', '250-hour service: engine oil and filters', 250, 6)],
  Specialty: [
    service('A', '250-hour service: lubrication and hydraulic check', 250, 6),
    service('B', '1000-hour service: hydraulic oil and filters', 1000, 12),
  ],
};

export function maintenancePlan(productLine: string): ServiceInterval[] {
  return MAINTENANCE_PLANS[productLine] ?? [];
}

const DAY_MS = 86_400_000;

const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / DAY_MS;

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

export function addDays(iso: string, days: number): string {
  return new Date((dayNumber(iso) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar months later, kept within the month: 31 Jan + 1 is 28 (or 29) Feb, 29 Feb 2024 + 12 is 28 Feb 2025. */
export function addMonths(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const monthIndex = m - 1 + months;
  const year = y + Math.floor(monthIndex / 12);
  const month = ((monthIndex % 12) + 12) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(d, lastDay))).toISOString().slice(0, 10);
}

export interface HourMeter {
  /** hours on the meter now */
  hours: number;
  /** average hours of use per calendar day lately, to date the hours limit; 0 or less: not dated */
  hoursPerDay: number;
}

export interface LastDone {
  /** the day it was last done (or the in-service day when never done) */
  on: string;
  /** the hour meter then; null when unknown */
  atHours: number | null;
}

export interface Due {
  /** the day it falls due: the calendar limit, or the day the hours limit is expected first */
  dueOn: string;
  /** the hour meter reading it falls due at; null when calendar only */
  dueAtHours: number | null;
  /** days from today to dueOn (negative: overdue by that many) */
  daysRemaining: number;
  /** hours left before the hours limit; null when calendar only */
  hoursRemaining: number | null;
  basis: DueBasis;
  status: DueStatus;
  /** true when the unit has no hour meter (no telematics) though the interval also runs by hours */
  calendarOnly: boolean;
}

/** Said wherever a unit without telematics is planned by calendar alone. */
export const CALENDAR_ONLY_NOTE = 'No hour meter (no telematics): due by calendar only.';

/**
 * When an interval falls due after `last`, by hours and by calendar, whichever comes first. `meter` null: the unit
 * reports no hours.
 */
export function nextDue(interval: Interval, last: LastDone, meter: HourMeter | null, today: string): Due {
  const calendarDue = addMonths(last.on, interval.months);
  const byHours = interval.hours !== null && meter !== null && last.atHours !== null;
  const dueAtHours = byHours ? (last.atHours as number) + (interval.hours as number) : null;
  const hoursRemaining = dueAtHours === null || meter === null ? null : round1(dueAtHours - meter.hours);

  // the day the meter is expected to reach its limit at the recent rate; today once it has
  let hoursDueOn: string | null = null;
  if (hoursRemaining !== null && meter !== null) {
    if (hoursRemaining <= 0) hoursDueOn = today;
    else if (meter.hoursPerDay > 0)
      hoursDueOn = addDays(today, Math.ceil(hoursRemaining / meter.hoursPerDay));
  }
  const basis: DueBasis = hoursDueOn !== null && hoursDueOn < calendarDue ? 'HOURS' : 'CALENDAR';
  const dueOn = basis === 'HOURS' ? (hoursDueOn as string) : calendarDue;
  const daysRemaining = daysBetween(today, dueOn);
  const overdue = daysRemaining < 0 || (hoursRemaining !== null && hoursRemaining <= 0);
  const soon =
    daysRemaining <= interval.dueSoonDays ||
    (hoursRemaining !== null && interval.dueSoonHours !== null && hoursRemaining <= interval.dueSoonHours);
  return {
    dueOn,
    dueAtHours,
    daysRemaining,
    hoursRemaining,
    basis,
    status: overdue ? 'OVERDUE' : soon ? 'DUE_SOON' : 'OK',
    calendarOnly: interval.hours !== null && meter === null,
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

const STATUS_RANK: Record<DueStatus, number> = { OK: 0, DUE_SOON: 1, OVERDUE: 2 };

/** The worst of several statuses (a unit is overdue when any of its inspections or services is). */
export function worstStatus(statuses: Iterable<DueStatus>): DueStatus {
  let worst: DueStatus = 'OK';
  for (const s of statuses) if (STATUS_RANK[s] > STATUS_RANK[worst]) worst = s;
  return worst;
}

/** What the API knows of a unit to plan it. */
export interface UnitMaintenanceInput {
  productLine: string;
  insulated: boolean;
  inServiceDate: string;
  meter: HourMeter | null;
  /** last service per plan code */
  lastServices: Partial<Record<string, LastDone>>;
  lastInspections: Partial<Record<InspectionKind, LastDone>>;
}

export interface PlannedService extends Due {
  code: string;
  name: string;
  everyHours: number | null;
  everyMonths: number;
  lastOn: string | null;
}

export interface PlannedInspection extends Due {
  kind: InspectionKind;
  label: string;
  lastOn: string | null;
}

export interface UnitMaintenance {
  services: PlannedService[];
  inspections: PlannedInspection[];
  /** the service due first (the one whose parts kit is offered) */
  nextService: PlannedService | null;
  /** the inspection due first */
  nextInspection: PlannedInspection | null;
  status: DueStatus;
  /** set when the unit has no hour meter */
  note: string | null;
}

const byDueOn = <T extends Due>(a: T, b: T) => (a.dueOn < b.dueOn ? -1 : a.dueOn > b.dueOn ? 1 : 0);

/** A unit's whole plan on `today`: never done counts from the in-service day. */
export function planUnit(unit: UnitMaintenanceInput, today: string): UnitMaintenance {
  const since = (last: LastDone | undefined): LastDone =>
    last ?? { on: unit.inServiceDate, atHours: unit.meter ? 0 : null };
  const services = maintenancePlan(unit.productLine).map((s): PlannedService => {
    const last = unit.lastServices[s.code];
    return {
      code: s.code,
      name: s.name,
      everyHours: s.hours,
      everyMonths: s.months,
      lastOn: last?.on ?? null,
      ...nextDue(s, since(last), unit.meter, today),
    };
  });
  const inspections = inspectionsFor(unit.productLine, unit.insulated).map((kind): PlannedInspection => {
    const last = unit.lastInspections[kind];
    return {
      kind,
      label: INSPECTION_LABELS[kind],
      lastOn: last?.on ?? null,
      ...nextDue(INSPECTION_INTERVALS[kind], since(last), unit.meter, today),
    };
  });
  return {
    services,
    inspections,
    nextService: [...services].sort(byDueOn)[0] ?? null,
    nextInspection: [...inspections].sort(byDueOn)[0] ?? null,
    status: worstStatus([...services, ...inspections].map((d) => d.status)),
    note: unit.meter === null ? CALENDAR_ONLY_NOTE : null,
  };
}

/** Share of an 8-hour working day used, over `days` calendar days with `hours` of use (five working days a week). */
export function utilisationPercent(hours: number, days: number): number {
  const workingHours = days * (5 / 7) * 8;
  return workingHours > 0 ? Math.round((hours / workingHours) * 100) : 0;
}

/**
 * How many of the model's bill-of-materials parts (first by position: filters, seals, lubricants) make the parts kit
 * of a service: the bigger service replaces more.
 */
export function kitPartCount(serviceCode: string): number {
  return serviceCode === 'A' ? 3 : KIT_PARTS_AT_MOST;
}

/** the most parts any service's kit takes (a reader may fetch this many and keep kitPartCount of them) */
export const KIT_PARTS_AT_MOST = 6;

export * from './my-fleet';
