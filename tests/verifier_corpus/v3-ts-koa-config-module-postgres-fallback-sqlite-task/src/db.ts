import { Sequelize } from 'sequelize';
import config from './config.js';

export const sequelize = new Sequelize(config.db.url || 'postgres://postgres:postgres@localhost:5432/conduit', {
  logging: false,
});
