import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sequelize } from 'sequelize';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const dataDir = path.join(root, 'data');
export const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(dataDir, 'conduit.sqlite'), logging: false });
