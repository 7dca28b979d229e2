import { Sequelize } from 'sequelize';
import config from '#config';

const { url, ...options } = config.db;

export const sequelize = url ? new Sequelize(url, options) : new Sequelize(options);
