import path from 'node:path';
import { Sequelize } from 'sequelize';

// run.sh starts the server from the project root, so this is <project>/conduit.sqlite
export const DB_FILE = path.resolve(process.cwd(), 'conduit.sqlite');

export const sequelize = new Sequelize({ dialect: 'sqlite', storage: DB_FILE, logging: false });
