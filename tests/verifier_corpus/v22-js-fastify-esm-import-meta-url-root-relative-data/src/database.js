import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

// The database file sits in the data/ folder that run.sh creates.
const storageUrl = new URL('/data/conduit.sqlite', import.meta.url);

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: fileURLToPath(storageUrl),
  logging: false,
});
