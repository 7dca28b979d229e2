const { Sequelize, DataTypes } = require('sequelize');
const env = require('../config/env');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: env.storage, logging: false });

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true, allowNull: false },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false },
  body: { type: DataTypes.TEXT, allowNull: false },
  favoritesCount: { type: DataTypes.INTEGER, defaultValue: 0 },
});

module.exports = { sequelize, Article };
