'use strict';
const { DataTypes } = require('sequelize');
const sequelize = require('../database/sequelize');

module.exports = sequelize.define('Article', {
  slug: { type: DataTypes.STRING, unique: true },
  title: DataTypes.STRING,
  body: DataTypes.TEXT,
}, { tableName: 'articles' });
