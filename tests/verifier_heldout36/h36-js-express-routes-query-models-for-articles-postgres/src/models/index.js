const { DataTypes } = require('sequelize');
const sequelize = require('../db');
const User = sequelize.define('user', { username: DataTypes.STRING, email: DataTypes.STRING, password: DataTypes.STRING });
const Article = sequelize.define('article', { slug: DataTypes.STRING, title: DataTypes.STRING, body: DataTypes.TEXT });
const Tag = sequelize.define('tag', { name: DataTypes.STRING });
Article.belongsTo(User, { as: 'author' });
Article.belongsToMany(Tag, { through: 'article_tags' });
module.exports = { sequelize, User, Article, Tag };
