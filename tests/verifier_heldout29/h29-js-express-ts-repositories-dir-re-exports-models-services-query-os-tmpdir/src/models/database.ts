import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Sequelize } from 'sequelize';

// Keep the SQLite file out of the source tree so it never ends up in git.
const dataDir = path.join(os.tmpdir(), 'conduit');
fs.mkdirSync(dataDir, { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(dataDir, 'conduit.sqlite'),
  logging: false,
});
