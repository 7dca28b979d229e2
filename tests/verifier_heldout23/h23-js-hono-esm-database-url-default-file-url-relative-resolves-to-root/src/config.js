import { fileURLToPath } from 'node:url';

// Same convention as our other services: DATABASE_URL names the database, and a
// file: URL means SQLite. Default keeps the database next to the code in ./data.
const databaseUrl = process.env.DATABASE_URL ?? 'file:./data/conduit.sqlite';

if (!databaseUrl.startsWith('file:')) {
  throw new Error(`Unsupported DATABASE_URL ${databaseUrl}: this service only speaks SQLite`);
}

export const config = {
  port: Number(process.env.PORT ?? 3000),
  jwtSecret: process.env.JWT_SECRET ?? 'conduit-secret',
  sqlitePath: fileURLToPath(databaseUrl),
};
