const { DataTypes } = require('sequelize');
const sequelize = require('./db');

const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING, body: DataTypes.TEXT });
const Tag = sequelize.define('Tag', { name: DataTypes.STRING });
Article.belongsToMany(Tag, { through: 'ArticleTags' });
Tag.belongsToMany(Article, { through: 'ArticleTags' });

module.exports = { sequelize, Article, Tag };
