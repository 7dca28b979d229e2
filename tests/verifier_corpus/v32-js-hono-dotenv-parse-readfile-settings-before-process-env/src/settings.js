import fs from 'node:fs';
import dotenv from 'dotenv';

// Parse .env ourselves instead of mutating process.env.
const envFile = new URL('../.env', import.meta.url);
const fileValues = fs.existsSync(envFile) ? dotenv.parse(fs.readFileSync(envFile)) : {};

const setting = (name, fallback) => fileValues[name] ?? process.env[name] ?? fallback;

export const settings = {
  databaseUrl: setting('DATABASE_URL'),
  jwtSecret: setting('JWT_SECRET', 'change-me'),
  port: Number(setting('PORT', '3000')),
};
