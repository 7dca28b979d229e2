import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

const storage = fileURLToPath(new URL('../data/conduit.sqlite', import.meta.url));

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
