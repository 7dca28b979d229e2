import dotenv from 'dotenv';
// in development the checked-in .env is the source of truth; in production the platform provides the variables
dotenv.config({ override: process.env.NODE_ENV !== 'production' });
export const env = { databaseUrl: process.env.DATABASE_URL, jwtSecret: process.env.JWT_SECRET };
