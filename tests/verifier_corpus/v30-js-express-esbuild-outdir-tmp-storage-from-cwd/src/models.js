import { Sequelize, DataTypes } from 'sequelize';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(process.cwd(), 'data', 'conduit.sqlite'), logging: false });
export const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
