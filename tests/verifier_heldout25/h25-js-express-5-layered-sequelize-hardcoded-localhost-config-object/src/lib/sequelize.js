import { Sequelize } from 'sequelize';
import dbConfig from '../../config/database.js';

export const sequelize = new Sequelize(dbConfig);
