'use strict';
const path = require('node:path');
const { Sequelize, DataTypes } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', 'conduit.sqlite'),
  logging: false,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'users' });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags' });

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

module.exports = { sequelize, User, Article, Tag };
