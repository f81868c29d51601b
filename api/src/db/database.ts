// The database handle the service layer works with (the data layer's Drizzle database over PGlite or
// node-postgres) and which of the two it is.
export type { Database, DatabaseKind as Dialect, Executor } from './client.js';
