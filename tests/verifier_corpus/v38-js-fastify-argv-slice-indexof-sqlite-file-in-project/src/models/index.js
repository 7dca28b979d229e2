'use strict';

const { Sequelize, DataTypes } = require('sequelize');
const { sqliteFile } = require('../cli');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: sqliteFile, logging: false });

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, unique: true, allowNull: false },
}, { tableName: 'tags', timestamps: false });

module.exports = { sequelize, Tag };
