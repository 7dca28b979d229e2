import path from 'node:path';
import { Sequelize } from 'sequelize';

export const DB_PATH = path.join(process.cwd(), 'data', 'conduit.sqlite');

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: DB_PATH, logging: false });
