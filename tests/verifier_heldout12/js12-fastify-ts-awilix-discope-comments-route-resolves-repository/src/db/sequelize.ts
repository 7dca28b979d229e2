import path from 'node:path';
import fs from 'node:fs';
import { Sequelize } from 'sequelize';

const dir = path.join(__dirname, '..', '..', 'storage');
fs.mkdirSync(dir, { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(dir, 'conduit.sqlite'),
  logging: false,
});
