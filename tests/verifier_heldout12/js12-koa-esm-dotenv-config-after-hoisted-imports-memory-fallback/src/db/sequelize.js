import { Sequelize } from 'sequelize';

// SQLITE_STORAGE comes from .env; ':memory:' only for quick tests without a .env.
export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_STORAGE || ':memory:',
  logging: false,
});
