const { DataTypes } = require('sequelize');
const { sequelize } = require('./db');

const Article = sequelize.define('Article', { slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING, body: DataTypes.TEXT });
const Favorite = sequelize.define('Favorite', { userId: DataTypes.INTEGER });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } });
Article.hasMany(Favorite, { as: 'favorites', foreignKey: 'articleId' });
Article.belongsToMany(Tag, { through: 'ArticleTags', as: 'tags' });
Tag.belongsToMany(Article, { through: 'ArticleTags', as: 'articles' });
module.exports = { Article, Favorite, Tag };
