import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

const dataDir = new URL('../data/', import.meta.url);
fs.mkdirSync(dataDir, { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: fileURLToPath(new URL('conduit.sqlite', dataDir)),
  logging: false,
});
