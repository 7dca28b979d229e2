import fs from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';

// When launched through an npm script, npm tells us where package.json lives;
// keep the database next to it. Otherwise (ad-hoc runs, tests) stay in memory.
function resolveStorage() {
  const manifest = process.env.npm_package_json;
  if (!manifest) return ':memory:';
  const dir = path.join(path.dirname(manifest), 'data');
  fs.mkdirSync(dir, { recursive: true });
  return path.join(dir, 'conduit.sqlite');
}

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: resolveStorage(),
  logging: false,
});
