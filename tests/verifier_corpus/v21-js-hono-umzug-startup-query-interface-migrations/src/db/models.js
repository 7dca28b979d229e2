'use strict';
const { DataTypes } = require('sequelize');
const sequelize = require('./sequelize');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users', underscored: true });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.TEXT, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles', underscored: true });

Article.belongsTo(User, { as: 'author', foreignKey: 'author_id' });
User.hasMany(Article, { foreignKey: 'author_id' });

module.exports = { sequelize, User, Article };
