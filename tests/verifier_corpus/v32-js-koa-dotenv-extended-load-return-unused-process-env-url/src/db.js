'use strict';

const { Sequelize, DataTypes } = require('sequelize');
const config = require('./config');

const sequelize = new Sequelize(config.databaseUrl, { dialect: 'postgres', logging: config.logLevel === 'debug' ? console.log : false });

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  bio: { type: DataTypes.TEXT },
}, { tableName: 'users' });

module.exports = { sequelize, User };
