'use strict';
const { DataTypes } = require('sequelize');
const sequelize = require('../db');

module.exports = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, allowNull: false },
  articleId: { type: DataTypes.INTEGER, allowNull: false },
}, { tableName: 'favorites' });
