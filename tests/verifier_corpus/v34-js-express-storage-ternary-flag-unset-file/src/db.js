'use strict';
const fs = require('fs');
const { Sequelize, DataTypes } = require('sequelize');
const options = require('./config/database');

fs.mkdirSync('data', { recursive: true });
const sequelize = new Sequelize(options);
const Tag = sequelize.define('Tag', { name: { type: DataTypes.STRING, unique: true } }, { tableName: 'tags' });

module.exports = { sequelize, Tag };
