import { DataTypes } from 'sequelize';
import { sequelize } from '#lib/db.js';
import { User } from './user.js';

export const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.JSON, defaultValue: [] },
});

Article.belongsTo(User, { as: 'author' });
