import { Sequelize } from 'sequelize';
import { config } from './config';

export const sequelize = new Sequelize(config.DATABASE_URL, {
  dialect: 'postgres',
  logging: false,
});
