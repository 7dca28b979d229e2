import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';

const dir = path.join(os.tmpdir(), 'conduit');
fs.mkdirSync(dir, { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(dir, 'conduit.sqlite'),
  logging: false,
});
