import path from 'node:path';
import { Sequelize } from 'sequelize';

// Emitted as dist/src/database.js, so the project root is two levels up.
export const DB_FILE = path.resolve(__dirname, '../../conduit.sqlite');

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: DB_FILE, logging: false });
