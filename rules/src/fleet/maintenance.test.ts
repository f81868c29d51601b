import {
  addMonths,
  CALENDAR_ONLY_NOTE,
  INSPECTION_INTERVALS,
  inspectionsFor,
  kitPartCount,
  maintenancePlan,
  nextDue,
  planUnit,
  utilisationPercent,
  worstStatus,
} from './maintenance';

describe('addMonths keeps the day within the month', () => {
  it('29 Feb + 12 months is 28 Feb of a common year, + 48 months is 29 Feb again', () => {
    expect(addMonths('2024-02-29', 12)).toBe('2025-02-28');
    expect(addMonths('2024-02-29', 48)).toBe('2028-02-29');
  });
  it('29 Feb + 13 months is 29 Mar; 31 Jan + 1 month is the last of February', () => {
    expect(addMonths('2024-02-29', 13)).toBe('2025-03-29');
    expect(addMonths('2023-01-31', 1)).toBe('2023-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
  });
  it('crosses year ends', () => {
    expect(addMonths('2025-11-30', 3)).toBe('2026-02-28');
  });
});

describe('a service interval: hours or calendar, whichever comes first', () => {
  const [serviceA] = maintenancePlan('Aerial Devices');
  const interval = serviceA!; // 250 h or 6 months

  it('falls due by hours first when the unit works hard', () => {
    // 200 h used of 250 after one month, 5 h a day: 50 h left is 10 days
    const due = nextDue(
      interval,
      { on: '2026-01-10', atHours: 1000 },
      { hours: 1200, hoursPerDay: 5 },
      '2026-02-10',
    );
    expect(due).toMatchObject({
      basis: 'HOURS',
      dueAtHours: 1250,
      hoursRemaining: 50,
      dueOn: '2026-02-20',
      daysRemaining: 10,
      status: 'DUE_SOON',
      calendarOnly: false,
    });
  });

  it('falls due by calendar first when the unit is little used', () => {
    const due = nextDue(
      interval,
      { on: '2026-01-10', atHours: 1000 },
      { hours: 1040, hoursPerDay: 0.5 },
      '2026-02-10',
    );
    expect(due).toMatchObject({ basis: 'CALENDAR', dueOn: '2026-07-10', status: 'OK', hoursRemaining: 210 });
  });

  it('is overdue once the meter passes the hours limit, even inside the months', () => {
    const due = nextDue(
      interval,
      { on: '2026-01-10', atHours: 1000 },
      { hours: 1262.5, hoursPerDay: 6 },
      '2026-03-01',
    );
    expect(due).toMatchObject({
      status: 'OVERDUE',
      hoursRemaining: -12.5,
      basis: 'HOURS',
      dueOn: '2026-03-01',
    });
  });

  it('is overdue the day after the calendar limit, and due soon on the day itself', () => {
    const last = { on: '2025-08-31', atHours: 500 };
    const meter = { hours: 510, hoursPerDay: 0.2 };
    expect(nextDue(interval, last, meter, '2026-02-28')).toMatchObject({
      dueOn: '2026-02-28',
      daysRemaining: 0,
      status: 'DUE_SOON',
    });
    expect(nextDue(interval, last, meter, '2026-03-01')).toMatchObject({
      daysRemaining: -1,
      status: 'OVERDUE',
    });
  });

  it('a unit without telematics is planned by calendar alone, and says so', () => {
    const due = nextDue(interval, { on: '2026-01-10', atHours: null }, null, '2026-02-10');
    expect(due).toMatchObject({
      basis: 'CALENDAR',
      dueOn: '2026-07-10',
      dueAtHours: null,
      hoursRemaining: null,
      calendarOnly: true,
      status: 'OK',
    });
  });
});

describe('ANSI A92.2 inspections', () => {
  it('aerial devices owe the frequent and annual inspections, insulated ones the dielectric test too', () => {
    expect(inspectionsFor('Aerial Devices', false)).toEqual(['FREQUENT', 'ANNUAL']);
    expect(inspectionsFor('Aerial Devices', true)).toEqual(['FREQUENT', 'ANNUAL', 'DIELECTRIC']);
    expect(inspectionsFor('Chippers', true)).toEqual([]);
  });

  it('the annual inspection of a unit last inspected on 29 Feb 2024 is due by 29 Mar 2025 (13 months)', () => {
    const due = nextDue(INSPECTION_INTERVALS.ANNUAL, { on: '2024-02-29', atHours: 900 }, null, '2025-03-15');
    expect(due).toMatchObject({
      dueOn: '2025-03-29',
      daysRemaining: 14,
      status: 'DUE_SOON',
      calendarOnly: false,
    });
    expect(
      nextDue(INSPECTION_INTERVALS.ANNUAL, { on: '2024-02-29', atHours: null }, null, '2025-03-30'),
    ).toMatchObject({ status: 'OVERDUE', daysRemaining: -1 });
  });

  it('the dielectric test after 29 Feb 2024 is due on 28 Feb 2025 and overdue on 1 Mar', () => {
    const dielectric = INSPECTION_INTERVALS.DIELECTRIC;
    expect(nextDue(dielectric, { on: '2024-02-29', atHours: null }, null, '2025-01-01')).toMatchObject({
      dueOn: '2025-02-28',
      status: 'OK',
    });
    expect(nextDue(dielectric, { on: '2024-02-29', atHours: null }, null, '2025-03-01').status).toBe(
      'OVERDUE',
    );
  });

  it('the frequent inspection falls due at 150 hours of use before 3 months pass', () => {
    const due = nextDue(
      INSPECTION_INTERVALS.FREQUENT,
      { on: '2026-01-01', atHours: 2000 },
      { hours: 2140, hoursPerDay: 5 },
      '2026-02-01',
    );
    expect(due).toMatchObject({
      basis: 'HOURS',
      dueOn: '2026-02-03',
      hoursRemaining: 10,
      status: 'DUE_SOON',
    });
  });
});

describe('planUnit', () => {
  const base = {
    productLine: 'Aerial Devices',
    inServiceDate: '2020-05-01',
    lastServices: {
      A: { on: '2026-09-01', atHours: 4000 },
      B: { on: '2026-03-01', atHours: 3400 },
    },
    lastInspections: {
      FREQUENT: { on: '2026-10-01', atHours: 4050 },
      ANNUAL: { on: '2025-10-20', atHours: 3000 },
      DIELECTRIC: { on: '2025-10-01', atHours: 3000 },
    },
  };

  it('an insulated unit: every service and inspection, the first due of each, overdue when any is', () => {
    const plan = planUnit({ ...base, insulated: true, meter: { hours: 4100, hoursPerDay: 2 } }, '2026-11-15');
    expect(plan.services.map((s) => [s.code, s.dueOn, s.status])).toEqual([
      ['A', '2027-01-29', 'OK'], // 150 h left at 2 h a day: 75 days, before 1 Mar
      ['B', '2027-03-01', 'OK'],
    ]);
    expect(plan.inspections.map((i) => [i.kind, i.dueOn, i.status])).toEqual([
      ['FREQUENT', '2027-01-01', 'OK'], // 100 h left is 50 days: the 3 months come first
      ['ANNUAL', '2026-11-20', 'DUE_SOON'],
      ['DIELECTRIC', '2026-10-01', 'OVERDUE'],
    ]);
    expect(plan.nextService?.code).toBe('A');
    expect(plan.nextInspection?.kind).toBe('DIELECTRIC');
    expect(plan.status).toBe('OVERDUE');
    expect(plan.note).toBeNull();
  });

  it('a unit that was never inspected counts from its in-service day', () => {
    const plan = planUnit(
      { ...base, insulated: false, lastInspections: {}, meter: null, inServiceDate: '2026-09-01' },
      '2026-11-15',
    );
    expect(plan.inspections.map((i) => [i.kind, i.lastOn, i.dueOn])).toEqual([
      ['FREQUENT', null, '2026-12-01'],
      ['ANNUAL', null, '2027-10-01'],
    ]);
    expect(plan.note).toBe(CALENDAR_ONLY_NOTE);
    expect(plan.services.every((s) => s.calendarOnly)).toBe(true);
  });

  it('a light tower owes no inspection', () => {
    const plan = planUnit(
      { ...base, productLine: 'Lights and Signs', insulated: false, meter: { hours: 4100, hoursPerDay: 1 } },
      '2026-11-15',
    );
    expect(plan.inspections).toEqual([]);
    expect(plan.nextInspection).toBeNull();
    expect(plan.services.map((s) => s.code)).toEqual(['A']);
  });
});

describe('parts kits', () => {
  it('the first service takes three parts of the model’s list, the bigger ones six', () => {
    expect(kitPartCount('A')).toBe(3);
    expect(kitPartCount('B')).toBe(6);
  });
});

describe('worstStatus and utilisation', () => {
  it('overdue beats due soon beats OK', () => {
    expect(worstStatus(['OK', 'DUE_SOON'])).toBe('DUE_SOON');
    expect(worstStatus(['DUE_SOON', 'OVERDUE', 'OK'])).toBe('OVERDUE');
    expect(worstStatus([])).toBe('OK');
  });
  it('utilisation is hours of use over 8-hour working days', () => {
    // 28 days hold 20 working days: 160 hours
    expect(utilisationPercent(80, 28)).toBe(50);
    expect(utilisationPercent(0, 0)).toBe(0);
  });
});
