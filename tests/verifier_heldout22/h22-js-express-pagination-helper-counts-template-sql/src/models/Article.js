const { DataTypes } = require('sequelize');
const sequelize = require('../db');

module.exports = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  authorId: DataTypes.INTEGER,
}, { tableName: 'articles' });
