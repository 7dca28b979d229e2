const { DataTypes } = require('sequelize');
const sequelize = require('../db');

const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT }, { tableName: 'articles' });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'tags' });
Article.belongsToMany(Tag, { through: 'article_tags' });
Tag.belongsToMany(Article, { through: 'article_tags' });

module.exports = { sequelize, Article, Tag };
