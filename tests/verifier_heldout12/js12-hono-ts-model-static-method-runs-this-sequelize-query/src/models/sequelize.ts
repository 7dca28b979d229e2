import path from 'node:path';
import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_PATH ?? path.resolve('conduit.sqlite'),
  logging: false,
});
