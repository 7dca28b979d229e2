import path from 'node:path';
import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve(import.meta.dirname, '..', 'conduit.sqlite'),
  logging: false,
});
