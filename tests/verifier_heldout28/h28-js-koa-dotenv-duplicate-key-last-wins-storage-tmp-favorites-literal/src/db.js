import 'dotenv/config';
import { Sequelize } from 'sequelize';

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_STORAGE ?? './data/conduit.sqlite',
  logging: process.env.SQL_LOGGING === 'true' ? console.log : false,
});
