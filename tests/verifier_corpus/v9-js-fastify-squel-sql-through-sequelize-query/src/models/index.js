const { DataTypes } = require('sequelize');
const { sequelize } = require('../db');

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles', underscored: true });

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, unique: true, allowNull: false },
}, { tableName: 'tags', underscored: true, timestamps: false });

const ArticleTag = sequelize.define('ArticleTag', {}, { tableName: 'article_tags', underscored: true, timestamps: false });

Article.belongsToMany(Tag, { through: ArticleTag, as: 'tags' });
Tag.belongsToMany(Article, { through: ArticleTag, as: 'articles' });

module.exports = { Article, Tag, ArticleTag };
