// The training domain's public surface: what other domains may use (lint rule portal/api-domains).
export * from './training-access.js';
export { courseOrderSeatsCsv, certificatePdf, seatCertificate } from './team-documents.js';
export { seatReminders } from './jobs/seat-reminders.js';
export { sessionChangeMails } from './jobs/session-change-mails.js';
