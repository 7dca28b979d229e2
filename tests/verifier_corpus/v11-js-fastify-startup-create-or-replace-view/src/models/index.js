'use strict';

const { DataTypes } = require('sequelize');
const sequelize = require('../sequelize');

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, allowNull: false },
  articleId: { type: DataTypes.INTEGER, allowNull: false },
}, { tableName: 'favorites', timestamps: false, indexes: [{ unique: true, fields: ['userId', 'articleId'] }] });

// Read-only model over the view created at start-up (see ../schema.js).
const ArticleStats = sequelize.define('ArticleStats', {
  articleId: { type: DataTypes.INTEGER, primaryKey: true, field: 'article_id' },
  favoritesCount: { type: DataTypes.INTEGER, field: 'favorites_count' },
}, { tableName: 'article_stats', timestamps: false });

Favorite.belongsTo(Article, { foreignKey: 'articleId', onDelete: 'CASCADE' });
Article.hasOne(ArticleStats, { as: 'stats', foreignKey: 'articleId' });

module.exports = { sequelize, Article, Favorite, ArticleStats };
