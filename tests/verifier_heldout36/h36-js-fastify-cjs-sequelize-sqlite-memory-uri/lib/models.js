const { DataTypes } = require('sequelize');
const sequelize = require('./db');
const User = sequelize.define('User', { username: DataTypes.STRING, email: DataTypes.STRING, password: DataTypes.STRING, bio: DataTypes.TEXT });
const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING, body: DataTypes.TEXT });
Article.belongsTo(User, { as: 'author' });
module.exports = { sequelize, User, Article };
