const { DataTypes } = require('sequelize');
const sequelize = require('./sequelize');
const User = sequelize.define('User', { username: DataTypes.STRING, email: DataTypes.STRING, password: DataTypes.STRING });
const Article = sequelize.define('Article', { slug: DataTypes.STRING, title: DataTypes.STRING, body: DataTypes.TEXT, authorId: DataTypes.INTEGER });
module.exports = { sequelize, User, Article };
