const { DataTypes } = require('sequelize');

module.exports = (sequelize) => sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.JSON, allowNull: false, defaultValue: [] },
}, { tableName: 'articles' });
