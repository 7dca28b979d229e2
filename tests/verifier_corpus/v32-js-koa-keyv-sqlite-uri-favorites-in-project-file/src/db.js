'use strict';

const { Sequelize, DataTypes } = require('sequelize');
const { MAIN_DB } = require('./paths');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: MAIN_DB, logging: false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  token: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'users' });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

module.exports = { sequelize, User, Article };
