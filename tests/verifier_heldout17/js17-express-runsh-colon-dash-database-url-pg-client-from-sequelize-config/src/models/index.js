const { DataTypes } = require('sequelize');
const { sequelize } = require('../db');

const User = sequelize.define('user', {
  username: { type: DataTypes.STRING, unique: true }, email: { type: DataTypes.STRING, unique: true },
  password: DataTypes.STRING, bio: DataTypes.TEXT, image: DataTypes.STRING,
}, { underscored: true });
const Follow = sequelize.define('follow', {
  followerId: { type: DataTypes.INTEGER, primaryKey: true },
  followeeId: { type: DataTypes.INTEGER, primaryKey: true },
}, { underscored: true, timestamps: false });
const Article = sequelize.define('article', {
  slug: { type: DataTypes.STRING, unique: true }, title: DataTypes.STRING,
  description: DataTypes.STRING, body: DataTypes.TEXT,
}, { underscored: true });
Article.belongsTo(User, { as: 'author' });

module.exports = { User, Follow, Article };
