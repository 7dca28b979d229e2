import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sequelize, DataTypes } from 'sequelize';

const here = path.dirname(fileURLToPath(import.meta.url));

export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(here, '..', '..', 'data', 'conduit.sqlite'),
  logging: false,
});

export const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  author: { type: DataTypes.STRING, allowNull: false },
}, { tableName: 'comments' });
