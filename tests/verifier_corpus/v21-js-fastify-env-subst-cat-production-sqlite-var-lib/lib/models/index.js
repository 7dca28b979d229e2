'use strict';
const { DataTypes } = require('sequelize');
const sequelize = require('../database');

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  hash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
});

const Comment = sequelize.define('comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
});

Article.belongsTo(User, { as: 'author' });
Comment.belongsTo(Article);
Comment.belongsTo(User, { as: 'author' });
Article.hasMany(Comment);

module.exports = { sequelize, User, Article, Comment };
