import { DataTypes } from 'sequelize';
import { sequelize } from '../lib/sequelize.js';

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  authorId: DataTypes.INTEGER,
  favoritesCount: { type: DataTypes.INTEGER, defaultValue: 0 },
});

export const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, primaryKey: true },
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
}, { timestamps: false });
