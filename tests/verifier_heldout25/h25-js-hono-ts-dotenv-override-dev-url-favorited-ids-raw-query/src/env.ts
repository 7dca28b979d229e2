import dotenv from 'dotenv';

// .env is the source of truth for local runs
dotenv.config({ override: true });

export const env = {
  databaseUrl: process.env.DATABASE_URL!,
  jwtSecret: process.env.JWT_SECRET ?? 'secret',
};
