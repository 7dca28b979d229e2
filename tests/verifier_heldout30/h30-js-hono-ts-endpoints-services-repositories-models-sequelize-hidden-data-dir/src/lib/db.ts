import path from 'node:path';
import { Sequelize } from 'sequelize';

// .data/ is git-ignored; run.sh starts the server from the project root.
export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve('.data', 'conduit.sqlite'),
  logging: false,
});
