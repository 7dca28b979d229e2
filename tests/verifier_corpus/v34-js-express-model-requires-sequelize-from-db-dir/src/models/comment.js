'use strict';
const { DataTypes } = require('sequelize');
const sequelize = require('../db');

module.exports = sequelize.define('Comment', {
  body: { type: DataTypes.TEXT, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
}, { tableName: 'comments' });
