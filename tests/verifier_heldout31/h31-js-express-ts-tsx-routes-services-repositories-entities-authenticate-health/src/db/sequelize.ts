import fs from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';

const dataDir = path.join(process.cwd(), 'data');
fs.mkdirSync(dataDir, { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(dataDir, 'conduit.sqlite'),
  logging: false,
});
