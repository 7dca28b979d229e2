'use strict';
const fs = require('fs');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');
const settings = require('./settings');

fs.mkdirSync(path.dirname(settings.storage), { recursive: true });
const sequelize = new Sequelize({ dialect: 'sqlite', storage: settings.storage, logging: false });

const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'tags' });

module.exports = { sequelize, Tag };
