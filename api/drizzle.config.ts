// drizzle-kit configuration: `npm run db:generate -w @portal/api` writes SQL migrations into api/drizzle/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // domain-free tables in db/schema/, each domain's in its tables.ts
  schema: ['./src/db/schema/*.ts', './src/domains/*/tables.ts'],
  out: './drizzle',
  strict: true,
});
