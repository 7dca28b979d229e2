import { Sequelize } from 'sequelize';
import config from './config.js';

export const sequelize = new Sequelize(config.db.url || 'sqlite:./conduit.sqlite', {
  logging: false,
});
