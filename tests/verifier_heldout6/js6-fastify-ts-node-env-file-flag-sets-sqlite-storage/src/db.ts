import { Sequelize } from 'sequelize';

// Falls back to an in-memory database for quick experiments (tests set nothing).
export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_STORAGE ?? ':memory:',
  logging: process.env.LOG_LEVEL === 'debug' ? console.log : false,
});
