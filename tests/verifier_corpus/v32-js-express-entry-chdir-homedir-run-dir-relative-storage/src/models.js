'use strict';

const { DataTypes } = require('sequelize');
const { sequelize } = require('./db');

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING(64), allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

module.exports = { Tag };
