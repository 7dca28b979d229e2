import { Sequelize } from 'sequelize';
import { config } from './config.js';

if (!config.databaseUrl) throw new Error('DATABASE_URL is required');

export const sequelize = new Sequelize(config.databaseUrl, {
  dialect: 'postgres',
  logging: false,
});
