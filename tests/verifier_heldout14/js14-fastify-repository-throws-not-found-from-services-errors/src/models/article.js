const { DataTypes } = require('sequelize');
const sequelize = require('./sequelize');

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  authorUsername: DataTypes.STRING,
});

module.exports = Article;
