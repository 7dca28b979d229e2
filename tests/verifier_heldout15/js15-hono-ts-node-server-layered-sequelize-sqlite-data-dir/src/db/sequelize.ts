import { join } from 'node:path';
import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_FILE ?? join(process.cwd(), 'data', 'conduit.db'),
  logging: false,
});
