const { DataTypes } = require('sequelize');
const sequelize = require('../db');

const User = sequelize.define('User', { username: { type: DataTypes.STRING, unique: true }, bio: DataTypes.TEXT, image: DataTypes.STRING });
const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  authorId: DataTypes.INTEGER,
});
const Follow = sequelize.define('Follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followingId: { type: DataTypes.INTEGER, primaryKey: true },
}, { timestamps: false });

module.exports = { sequelize, User, Article, Follow };
