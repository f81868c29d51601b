// What each fleet-services page charts from its insight series (the measures are the API's, see the telematics
// service's SERIES).
import type { EventCategory, InsightName } from '../types/telematics';
import type { ChartSpec, SeriesSpec } from './insight-data';

// colours with at least 3:1 contrast against the white page (WCAG 1.4.11 for graphics)
export const CHART_COLORS = ['#1f5fa8', '#b5530f', '#2e7d32', '#6a3d9a'] as const;

const series = (...items: [key: string, label: string][]): SeriesSpec[] =>
  items.map(([key, label], i) => ({ key, label, color: CHART_COLORS[i % CHART_COLORS.length]! }));

export interface InsightPageSpec {
  insight: InsightName;
  title: string;
  intro: string;
  charts: readonly ChartSpec[];
  /** the events listed under the charts (and charted by type when the API counts them) */
  eventCategory?: EventCategory;
  eventsTitle?: string;
}

export const SAFETY: InsightPageSpec = {
  insight: 'safety',
  title: 'Safety',
  intro:
    'Safety events your units reported, such as travelling with the boom not stowed or outriggers not set.',
  charts: [
    {
      id: 'safety-events',
      title: 'Safety events',
      kind: 'bar',
      aggregate: 'sum',
      series: series(['safetyEvents', 'Safety events']),
    },
    {
      id: 'safety-units',
      title: 'Units reporting',
      kind: 'line',
      aggregate: 'max',
      series: series(['unitsReporting', 'Units reporting']),
    },
  ],
  eventCategory: 'SAFETY',
  eventsTitle: 'Recent safety events',
};

export const ALMS: InsightPageSpec = {
  insight: 'alms',
  title: 'Load Monitoring',
  intro:
    'Platform loads from the automatic load monitoring system (ALMS): how close units came to their rated load.',
  charts: [
    {
      id: 'alms-load',
      title: 'Platform load',
      kind: 'line',
      aggregate: 'max',
      unit: '%',
      series: series(
        ['averageMaxLoadPercent', 'Average daily peak load'],
        ['peakLoadPercent', 'Highest load'],
      ),
    },
    {
      id: 'alms-overloads',
      title: 'Overloads',
      kind: 'bar',
      aggregate: 'sum',
      series: series(['overloads', 'Overloads']),
    },
  ],
  eventCategory: 'LOAD',
  eventsTitle: 'Recent load events',
};

export const PERFORMANCE: InsightPageSpec = {
  insight: 'performance',
  title: 'Performance',
  intro: 'How your units worked: engine hours, idle hours and hours with the power take-off engaged.',
  charts: [
    {
      id: 'performance-hours',
      title: 'Engine, idle and PTO hours',
      kind: 'bar',
      aggregate: 'sum',
      unit: 'h',
      series: series(['engineHours', 'Engine hours'], ['idleHours', 'Idle hours'], ['ptoHours', 'PTO hours']),
    },
    {
      id: 'performance-idle',
      title: 'Idle share of engine hours',
      kind: 'line',
      aggregate: 'max',
      unit: '%',
      series: series(['idlePercent', 'Idle share']),
    },
    {
      id: 'performance-fuel',
      title: 'Fuel used',
      kind: 'bar',
      aggregate: 'sum',
      unit: 'gal',
      series: series(['fuelUsed', 'Fuel used']),
    },
  ],
  eventCategory: 'PERFORMANCE',
  eventsTitle: 'Recent excessive-idle events',
};

export const JEMS: InsightPageSpec = {
  insight: 'jems',
  title: 'JEMS Insights',
  intro:
    'The jobsite energy management system (JEMS): minutes your units worked on battery with the engine off, and how low the battery went.',
  charts: [
    {
      id: 'jems-engine-off',
      title: 'Engine-off minutes',
      kind: 'bar',
      aggregate: 'sum',
      unit: 'min',
      series: series(['engineOffMinutes', 'Engine-off minutes']),
    },
    {
      id: 'jems-charge',
      title: 'Lowest battery state of charge',
      kind: 'line',
      aggregate: 'min',
      unit: '%',
      series: series(['lowestStateOfCharge', 'Lowest state of charge']),
    },
  ],
  eventCategory: 'JEMS',
  eventsTitle: 'Recent low-battery events',
};
