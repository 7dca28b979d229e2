'use strict';
const fs = require('fs');
const path = require('path');
const envPaths = require('env-paths');
const { Sequelize, DataTypes } = require('sequelize');

const dirs = envPaths('conduit', { suffix: '' });
fs.mkdirSync(dirs.data, { recursive: true });

const sequelize = new Sequelize({ dialect: 'sqlite', storage: path.join(dirs.data, 'conduit.sqlite'), logging: false });
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'tags' });

module.exports = { sequelize, Tag };
