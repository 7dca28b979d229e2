const { DataTypes } = require('sequelize');
const sequelize = require('../config/database');
const User = require('./User');

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING },
  body: { type: DataTypes.TEXT },
  tagList: { type: DataTypes.JSON, defaultValue: [] },
  favoritesCount: { type: DataTypes.INTEGER, defaultValue: 0 },
});

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

module.exports = Article;
