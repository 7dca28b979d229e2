import { Sequelize } from 'sequelize';

const storage = process.env.SQLITE_STORAGE || ':memory:';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage,
  logging: process.env.SQL_LOG === '1' ? console.log : false,
});
