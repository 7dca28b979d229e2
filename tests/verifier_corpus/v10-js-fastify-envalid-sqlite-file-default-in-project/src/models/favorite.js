'use strict';

const { DataTypes } = require('sequelize');
const sequelize = require('../sequelize');

const Favorite = sequelize.define('Favorite', {
  userId: { type: DataTypes.INTEGER, allowNull: false },
  articleSlug: { type: DataTypes.STRING, allowNull: false },
}, {
  tableName: 'favorites',
  indexes: [{ unique: true, fields: ['userId', 'articleSlug'] }],
});

module.exports = Favorite;
