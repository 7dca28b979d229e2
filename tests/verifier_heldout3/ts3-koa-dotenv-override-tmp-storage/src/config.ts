import dotenv from 'dotenv';

// .env is the single source of truth for local settings
dotenv.config({ override: true });

export const settings = {
  port: Number(process.env.PORT ?? 3000),
  jwtSecret: process.env.JWT_SECRET ?? 'change-me',
  storage: process.env.DB_STORAGE ?? 'data/conduit.sqlite',
};
