const { DataTypes } = require('sequelize');
const sequelize = require('./sequelize');

const Article = sequelize.define('Article', {
  slug: DataTypes.STRING,
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), field: 'tag_list' },
  authorId: { type: DataTypes.INTEGER, field: 'author_id' },
}, { tableName: 'articles', underscored: true });

module.exports = { Article };
