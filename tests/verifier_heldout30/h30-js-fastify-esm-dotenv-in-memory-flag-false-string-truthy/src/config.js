import path from 'node:path';

export const config = {
  jwtSecret: process.env.JWT_SECRET ?? 'dev',
  storage: process.env.SQLITE_IN_MEMORY
    ? ':memory:'
    : path.resolve(process.env.SQLITE_FILE ?? 'data/conduit.sqlite'),
};
