import { Sequelize } from 'sequelize';
import { config } from '../config.js';

export const sequelize =
  config.db.dialect === 'postgres'
    ? new Sequelize(config.db.url, { dialect: 'postgres', logging: false })
    : new Sequelize({ dialect: 'sqlite', storage: config.db.storage, logging: false });
