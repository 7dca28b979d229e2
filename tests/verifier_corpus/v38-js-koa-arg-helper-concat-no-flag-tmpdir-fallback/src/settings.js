import os from 'node:os';
import path from 'node:path';

function arg(name, fallback) {
  const k = process.argv.findIndex((a) => a === '--' + name);
  return k >= 0 && k + 1 < process.argv.length ? process.argv[k + 1] : fallback;
}

export const settings = {
  port: Number(arg('port', process.env.PORT ?? '3000')),
  database: path.resolve(arg('database', path.join(os.tmpdir(), 'conduit-koa.sqlite'))),
};
