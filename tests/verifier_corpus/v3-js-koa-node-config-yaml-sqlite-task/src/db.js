import config from 'config';
import { Sequelize } from 'sequelize';

const { url, logging } = config.get('database');

export const sequelize = new Sequelize(url, { logging });
