import { defineConfig } from 'drizzle-kit';

// `pnpm --filter @dukkan/api exec drizzle-kit generate` writes a new versioned migration from
// src/db/schema.ts; migrations are applied at start-up (src/db/migrate.ts).
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './migrations',
});
