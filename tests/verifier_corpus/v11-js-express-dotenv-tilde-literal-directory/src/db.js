'use strict';

const fs = require('fs');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');
const config = require('./config');

fs.mkdirSync(path.dirname(config.sqliteFile), { recursive: true });

const sequelize = new Sequelize({ dialect: 'sqlite', storage: config.sqliteFile, logging: false });

const Tag = sequelize.define('Tag', {
  name: { type: DataTypes.STRING, allowNull: false, unique: true },
}, { tableName: 'tags', timestamps: false });

module.exports = { sequelize, Tag };
