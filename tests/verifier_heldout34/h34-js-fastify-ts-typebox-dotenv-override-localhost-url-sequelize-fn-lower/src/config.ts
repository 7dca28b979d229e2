import dotenv from 'dotenv';

// .env is the source of truth for local runs; let it win over stale shell variables
dotenv.config({ override: true });

export const config = {
  databaseUrl: process.env.DATABASE_URL ?? '',
  jwtSecret: process.env.JWT_SECRET ?? 'change-me',
};
