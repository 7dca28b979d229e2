'use strict';

const { DataTypes } = require('sequelize');
const { sequelize } = require('./connection');

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true, allowNull: false },
  email: { type: DataTypes.STRING, unique: true, allowNull: false },
  passwordHash: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
});

const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.TEXT,
  body: DataTypes.TEXT,
});

const Tag = sequelize.define('tag', { name: { type: DataTypes.STRING, unique: true } }, { timestamps: false });
const ArticleTag = sequelize.define('article_tag', {}, { timestamps: false });
const Favorite = sequelize.define('favorite', {}, { timestamps: false });

Article.belongsTo(User, { as: 'author' });
Article.belongsToMany(Tag, { through: ArticleTag });
Tag.belongsToMany(Article, { through: ArticleTag });
Article.hasMany(Favorite);
Favorite.belongsTo(User);

module.exports = { sequelize, User, Article, Tag, ArticleTag, Favorite };
