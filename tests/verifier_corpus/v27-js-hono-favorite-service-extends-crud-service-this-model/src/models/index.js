import { DataTypes } from 'sequelize';
import { sequelize } from '../database.js';

export const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  authorId: { type: DataTypes.INTEGER, allowNull: false },
}, { tableName: 'articles' });

export const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, allowNull: false },
  articleId: { type: DataTypes.INTEGER, allowNull: false },
}, { tableName: 'favorites', indexes: [{ unique: true, fields: ['userId', 'articleId'] }] });

Article.hasMany(Favorite, { foreignKey: 'articleId' });
Favorite.belongsTo(Article, { foreignKey: 'articleId' });
