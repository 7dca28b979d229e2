import { Sequelize } from 'sequelize';
import { DB_FILE } from './file.js';

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: DB_FILE, logging: false });
