import dotenv from 'dotenv';

const isProduction = process.env.NODE_ENV === 'production';

// In development the .env file is the source of truth (stale shell variables must not win);
// in production the platform environment is.
dotenv.config({ override: !isProduction });

export const config = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET ?? 'change-me',
  isProduction,
};
