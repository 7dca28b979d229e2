import path from 'node:path';
import { Sequelize } from 'sequelize';

// run.sh starts the server from the project directory: data/conduit.sqlite in the project
export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve('data', 'conduit.sqlite'),
  logging: false,
});
