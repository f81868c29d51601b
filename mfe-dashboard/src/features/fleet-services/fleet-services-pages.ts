// The fleet-services pages as one module: the routes load it as one chunk with the charting library (ADR 0014).
export { default as SafetyPage } from './components/safety-page';
export { default as AlmsPage } from './components/alms-page';
export { default as PerformancePage } from './components/performance-page';
export { default as JemsInsightsPage } from './components/jems-insights-page';
export { default as JemsReportsPage } from './components/jems-reports-page';
export { default as EventDetailsPage } from './components/event-details-page';
