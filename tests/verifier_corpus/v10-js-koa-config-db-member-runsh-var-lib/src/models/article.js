const { DataTypes } = require('sequelize');
const sequelize = require('../db');

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
  body: { type: DataTypes.TEXT, allowNull: false },
  favoritesCount: { type: DataTypes.INTEGER, allowNull: false, defaultValue: 0 },
});

module.exports = Article;
