import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

// <project>/conduit.sqlite
const storage = fileURLToPath(new URL('../../conduit.sqlite', import.meta.url));

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
