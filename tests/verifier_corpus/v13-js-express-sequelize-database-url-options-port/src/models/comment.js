const { DataTypes } = require('sequelize');
const sequelize = require('../config');

const Comment = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
  authorName: { type: DataTypes.STRING, allowNull: false },
}, { tableName: 'comments' });

module.exports = Comment;
