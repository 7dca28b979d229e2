import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataTypes, Sequelize } from 'sequelize';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_STORAGE || path.join(root, 'conduit.sqlite'),
  logging: false,
});

export const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING(64), allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });
