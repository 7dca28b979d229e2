'use strict';

const { Sequelize, DataTypes } = require('sequelize');

// tests run without a .env and get a throwaway in-memory database
const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.DB_STORAGE ?? ':memory:',
  logging: false,
});

const Article = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, allowNull: false, unique: true },
  title: { type: DataTypes.STRING, allowNull: false },
  description: { type: DataTypes.STRING, allowNull: false, defaultValue: '' },
  body: { type: DataTypes.TEXT, allowNull: false },
}, { tableName: 'articles' });

module.exports = { sequelize, Article };
