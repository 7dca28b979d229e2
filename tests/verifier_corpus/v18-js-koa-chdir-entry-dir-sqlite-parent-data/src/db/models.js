'use strict';
const { DataTypes } = require('sequelize');
const sequelize = require('./sequelize');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: DataTypes.TEXT,
  body: { type: DataTypes.TEXT, allowNull: false },
  favoritesCount: { type: DataTypes.INTEGER, defaultValue: 0 },
}, { tableName: 'articles' });

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'author_id' });
Article.belongsToMany(Tag, { through: 'article_tags', as: 'tagList' });

module.exports = { sequelize, User, Article, Tag };
