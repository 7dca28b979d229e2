import path from 'node:path';

export const config = {
  port: Number(process.env.PORT ?? 3000),
  jwtSecret: process.env.JWT_SECRET ?? 'koa-esm-secret',
  sqliteFile: path.join(process.env.DATA_DIR ?? 'data', 'conduit.sqlite'),
};
