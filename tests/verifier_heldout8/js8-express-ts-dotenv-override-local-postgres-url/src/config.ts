import path from 'node:path';
import dotenv from 'dotenv';

// Always prefer the project's .env so every developer gets the same settings.
dotenv.config({ path: path.resolve(__dirname, '..', '.env'), override: true });

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export const config = {
  port: Number(process.env.PORT ?? 3000),
  databaseUrl: required('DATABASE_URL'),
  jwtSecret: required('JWT_SECRET'),
};
