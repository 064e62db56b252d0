import { defineConfig } from 'drizzle-kit';

// Used only by `drizzle-kit generate` (npm run db:generate -w @shop/server): diffs src/db/schema.ts
// against the previous snapshot and writes the next SQL migration. The server applies them itself.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
