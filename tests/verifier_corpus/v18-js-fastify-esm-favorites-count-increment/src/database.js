import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Sequelize, DataTypes } from 'sequelize';

const here = path.dirname(fileURLToPath(import.meta.url));
export const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(here, '..', 'storage', 'conduit.db'),
  logging: false,
});

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  body: DataTypes.TEXT,
  favoritesCount: { type: DataTypes.INTEGER, defaultValue: 0 },
});

export const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, allowNull: false },
  articleId: { type: DataTypes.INTEGER, allowNull: false },
}, { indexes: [{ unique: true, fields: ['userId', 'articleId'] }] });
