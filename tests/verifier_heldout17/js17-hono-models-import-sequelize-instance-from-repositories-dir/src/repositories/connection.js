import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

const here = path.dirname(fileURLToPath(import.meta.url));

// one database file shared by every checkout of the project
export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve(here, '../../../conduit-data.sqlite'),
  logging: false,
});
