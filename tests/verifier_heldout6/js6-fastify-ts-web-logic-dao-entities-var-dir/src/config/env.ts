import path from 'node:path';

export const env = {
  port: Number(process.env.PORT ?? 3000),
  jwtSecret: process.env.JWT_SECRET ?? 'local-secret',
  // var/ is the project's runtime-data folder (git-ignored)
  sqliteStorage: path.resolve(process.cwd(), 'var', 'conduit.sqlite'),
};
