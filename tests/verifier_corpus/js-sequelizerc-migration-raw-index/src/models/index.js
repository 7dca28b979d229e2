const { Sequelize, DataTypes } = require('sequelize');
const config = require('../db/config.json').development;

const sequelize = new Sequelize(config);

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
});

module.exports = { sequelize, Article };
