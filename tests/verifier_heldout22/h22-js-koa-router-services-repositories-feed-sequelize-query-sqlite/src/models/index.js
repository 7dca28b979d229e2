const { DataTypes } = require('sequelize');
const sequelize = require('../db');

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  authorId: DataTypes.INTEGER,
}, { tableName: 'articles' });

const Follow = sequelize.define('Follow', {
  followerId: DataTypes.INTEGER,
  followingId: DataTypes.INTEGER,
}, { tableName: 'follows', timestamps: false });

module.exports = { sequelize, Article, Follow };
