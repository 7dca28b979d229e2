const { Sequelize, DataTypes } = require('sequelize');
const { databaseUrl } = require('./config');

const sequelize = new Sequelize(databaseUrl, { logging: false });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  description: DataTypes.STRING,
  body: DataTypes.TEXT,
  tagList: { type: DataTypes.ARRAY(DataTypes.STRING), defaultValue: [] },
});

module.exports = { sequelize, Article };
