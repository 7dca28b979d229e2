import { Sequelize } from 'sequelize';
import { config } from '../config.js';

export const sequelize = new Sequelize(config.databaseUrl, {
  dialect: 'postgres',
  logging: config.sqlLogging ? console.log : false,
  pool: { max: 5, idle: 10_000 },
});
