const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const DB_FILE = path.join(__dirname, '..', 'conduit.sqlite');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: DB_FILE, logging: false });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
}, { tableName: 'articles' });

const ArticleTag = sequelize.define('ArticleTag', {
  articleId: { type: DataTypes.INTEGER, primaryKey: true },
  tag: { type: DataTypes.STRING, primaryKey: true },
}, { tableName: 'article_tags', timestamps: false });

Article.hasMany(ArticleTag, { foreignKey: 'articleId', as: 'tags' });

module.exports = { DB_FILE, sequelize, Article, ArticleTag };
