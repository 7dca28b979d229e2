import fs from 'node:fs';
import path from 'node:path';
import { Sequelize } from 'sequelize';

const storage = path.join(process.cwd(), 'storage', 'conduit.sqlite');
fs.mkdirSync(path.dirname(storage), { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage,
  logging: false,
});
