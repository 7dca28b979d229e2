import dotenv from 'dotenv';

dotenv.config({ path: '.env.development' });

export const env = {
  dbFile: process.env.DB_FILE ?? ':memory:',
  jwtSecret: process.env.JWT_SECRET ?? 'secret',
};
