import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  dbCredentials: { url: process.env.DB_URL ?? 'postgres://postgres:postgres@localhost:5432/conduit' },
});
