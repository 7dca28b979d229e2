import dotenv from 'dotenv';

// .env is authoritative: values there win over anything inherited from the shell.
dotenv.config({ override: true });

export const env = {
  databaseUrl: process.env.DATABASE_URL,
  jwtSecret: process.env.JWT_SECRET,
  port: Number(process.env.PORT) || 3000,
};
