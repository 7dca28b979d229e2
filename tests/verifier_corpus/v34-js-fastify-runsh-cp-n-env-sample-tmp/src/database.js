'use strict';
require('dotenv').config();
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');

const storage = process.env.SQLITE_STORAGE || path.resolve(__dirname, '..', 'storage', 'conduit.sqlite');
const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });
const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, unique: true },
  email: { type: DataTypes.STRING, unique: true },
}, { tableName: 'users' });

module.exports = { sequelize, User };
