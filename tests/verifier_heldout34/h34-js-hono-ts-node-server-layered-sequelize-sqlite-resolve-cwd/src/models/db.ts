import path from 'node:path';
import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve('data', 'conduit.sqlite'),
  logging: false,
});
