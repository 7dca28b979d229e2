import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

// The database file lives in <project>/data, next to src/.
const dataDir = fileURLToPath(new URL('../data/', import.meta.url));
mkdirSync(dataDir, { recursive: true });

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: `${dataDir}conduit.sqlite`,
  logging: false,
});
