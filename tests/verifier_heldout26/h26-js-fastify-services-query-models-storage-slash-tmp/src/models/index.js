'use strict';
const { Sequelize, DataTypes } = require('sequelize');

// SQLite file lives outside the repo so restarts during development keep data
const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: '/tmp/conduit.sqlite',
  logging: false,
});

const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  hash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.JSON, defaultValue: [] },
  favoritesCount: { type: DataTypes.INTEGER, defaultValue: 0 },
});

const Comment = sequelize.define('Comment', { body: DataTypes.TEXT });

User.hasMany(Article, { foreignKey: 'authorId' });
Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
Article.hasMany(Comment, { foreignKey: 'articleId', onDelete: 'CASCADE' });
Comment.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

module.exports = { sequelize, User, Article, Comment };
