'use strict';

const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const storage = process.env.SQLITE_STORAGE || path.join(__dirname, '..', 'storage', 'conduit.sqlite');

const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING(64), allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

module.exports = { sequelize, Tag };
