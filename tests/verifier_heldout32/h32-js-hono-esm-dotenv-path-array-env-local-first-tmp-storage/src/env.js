import dotenv from 'dotenv';

dotenv.config({ path: ['.env.local', '.env'] });

export const env = {
  sqliteFile: process.env.SQLITE_FILE ?? './conduit.sqlite',
  jwtSecret: process.env.JWT_SECRET ?? 'secret',
};
