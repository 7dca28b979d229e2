const { DataTypes } = require('sequelize');
const sequelize = require('../db/sequelize');
const User = require('./user');

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  tagList: { type: DataTypes.JSON, defaultValue: [] },
});

Article.belongsTo(User, { as: 'author', foreignKey: 'authorId' });

module.exports = Article;
