'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { Sequelize, DataTypes } = require('sequelize');

const dir = path.join(__dirname, '..', '..', 'storage');
fs.mkdirSync(dir, { recursive: true });

const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(dir, 'conduit.sqlite'), logging: false });

const User = sequelize.define('User', {
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  password: { type: DataTypes.STRING, allowNull: false },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.JSON, allowNull: false, defaultValue: [] },
  authorId: { type: DataTypes.INTEGER, allowNull: false },
}, { tableName: 'articles' });

const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, primaryKey: true },
}, { tableName: 'follows', timestamps: false });

module.exports = { sequelize, User, Article, Follow };
