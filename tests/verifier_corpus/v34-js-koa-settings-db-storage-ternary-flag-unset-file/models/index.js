'use strict';
const { Sequelize, DataTypes } = require('sequelize');
const settings = require('../settings');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: settings.db.storage, logging: false });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'tags' });

module.exports = { sequelize, Tag };
