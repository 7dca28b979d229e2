import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

const here = path.dirname(fileURLToPath(import.meta.url));
export const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(here, '..', 'conduit.sqlite'), logging: false });
