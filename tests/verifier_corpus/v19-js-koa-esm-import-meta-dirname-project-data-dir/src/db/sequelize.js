import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

const here = path.dirname(fileURLToPath(import.meta.url));

// The database sits in the repository's data/ directory, next to package.json.
export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve(here, '../../data/conduit.sqlite'),
  logging: false,
});
