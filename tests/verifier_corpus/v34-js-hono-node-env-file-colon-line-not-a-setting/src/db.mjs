import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sequelize, DataTypes } from 'sequelize';

const here = path.dirname(fileURLToPath(import.meta.url));
const storage = process.env.SQLITE_FILE ?? path.join(here, '..', 'conduit.sqlite');

export const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
export const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'tags' });
