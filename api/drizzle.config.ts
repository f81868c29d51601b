// drizzle-kit configuration: `npm run db:generate -w @portal/api` writes SQL migrations into api/drizzle/.
import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/*.ts',
  out: './drizzle',
  strict: true,
});
