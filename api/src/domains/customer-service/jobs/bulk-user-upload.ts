// Job kind "bulk-user-upload" (POST /bulkUserUpload): creates the checked rows one transaction each, reports
// {processed, total} while it runs and writes a per-row result CSV (domains/customer-service/bulk-user-upload.ts).
export { bulkUserUploadJob as bulkUserUpload } from '../bulk-user-upload.js';
