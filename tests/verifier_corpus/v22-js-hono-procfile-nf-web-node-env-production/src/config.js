import path from 'node:path';

export const config = {
  port: Number(process.env.PORT) || 3000,
  storage: path.resolve(process.env.SQLITE_FILE || 'data/conduit.sqlite'),
  jwtSecret: process.env.JWT_SECRET || 'conduit-dev-secret',
};
