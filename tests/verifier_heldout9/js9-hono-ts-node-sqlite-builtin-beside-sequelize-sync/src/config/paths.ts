import path from 'node:path';

export const DB_FILE = path.resolve(process.env.DATABASE_PATH ?? 'data/conduit.db');
