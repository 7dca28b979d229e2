const { DataTypes } = require('sequelize');
const sequelize = require('./sequelize');

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { timestamps: false });

const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  authorUsername: { type: DataTypes.STRING, allowNull: false },
});

module.exports = { sequelize, Tag, Comment };
