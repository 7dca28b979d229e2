const { DataTypes } = require('sequelize');
const sequelize = require('./db/connection');

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING,
  description: DataTypes.STRING, body: DataTypes.TEXT, authorId: DataTypes.INTEGER,
}, { tableName: 'articles' });
const ArticleTag = sequelize.define('ArticleTag', {
  articleId: DataTypes.INTEGER, name: DataTypes.STRING,
}, { tableName: 'article_tags', timestamps: false });
Article.hasMany(ArticleTag, { as: 'tags', foreignKey: 'articleId' });

module.exports = { sequelize, Article, ArticleTag };
