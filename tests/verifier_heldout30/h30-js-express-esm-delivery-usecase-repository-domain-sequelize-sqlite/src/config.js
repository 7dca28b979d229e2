import path from 'node:path';

// run.sh cd's into the project before starting node, so the database file lives in ./storage
export const config = {
  port: Number(process.env.PORT ?? 3000),
  jwtSecret: process.env.JWT_SECRET ?? 'conduit-dev-secret',
  sqliteFile: path.resolve(process.cwd(), 'storage', 'conduit.sqlite'),
};
