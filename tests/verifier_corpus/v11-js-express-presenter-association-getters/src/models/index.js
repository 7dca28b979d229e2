'use strict';

const { DataTypes } = require('sequelize');
const sequelize = require('../db');

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  bio: { type: DataTypes.TEXT },
  image: { type: DataTypes.STRING },
}, { tableName: 'users' });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });
User.hasMany(Article, { as: 'articles', foreignKey: 'authorId' });
Article.belongsToMany(Tag, { as: 'tags', through: 'article_tags', timestamps: false });
Tag.belongsToMany(Article, { as: 'articles', through: 'article_tags', timestamps: false });
Article.belongsToMany(User, { as: 'favoritedBy', through: 'favorites', otherKey: 'userId', timestamps: false });
User.belongsToMany(User, {
  as: 'followers', through: 'follows', foreignKey: 'followingId', otherKey: 'followerId', timestamps: false,
});

module.exports = { sequelize, User, Article, Tag };
