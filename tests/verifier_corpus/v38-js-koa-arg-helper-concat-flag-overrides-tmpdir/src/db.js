import { Sequelize } from 'sequelize';
import { settings } from './settings.js';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: settings.database, logging: false });
