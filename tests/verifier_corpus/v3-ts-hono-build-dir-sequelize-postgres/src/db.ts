import { Sequelize } from 'sequelize';
import { env } from './config/env.js';

export const sequelize = new Sequelize(env.databaseUrl, { dialect: 'postgres', logging: false });
