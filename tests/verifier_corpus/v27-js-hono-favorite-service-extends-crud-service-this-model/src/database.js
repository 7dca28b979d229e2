import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

const storage = fileURLToPath(new URL('../conduit.db', import.meta.url));

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
