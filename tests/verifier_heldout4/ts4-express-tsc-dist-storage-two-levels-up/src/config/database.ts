import path from 'node:path';
import { Sequelize } from 'sequelize';

// Compiled to dist/config/database.js: two levels up is the project root.
export const DB_FILE = path.resolve(__dirname, '..', '..', 'data', 'conduit.sqlite');

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: DB_FILE, logging: false });
