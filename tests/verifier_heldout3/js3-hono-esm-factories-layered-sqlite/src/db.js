import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

// <project>/conduit.db, whatever the working directory is
const storage = process.env.SQLITE_FILE ?? fileURLToPath(new URL('../conduit.db', import.meta.url));

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
