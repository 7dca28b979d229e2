'use strict';

const fs = require('fs');
const path = require('path');
const { Sequelize, DataTypes } = require('sequelize');
const config = require('./config');

fs.mkdirSync(path.dirname(config.storage.sqliteFile), { recursive: true });

const sequelize = new Sequelize({
  dialect: config.storage.dialect,
  storage: config.storage.sqliteFile,
  logging: config.storage.logging,
});

const User = sequelize.define('User', {
  username: { type: DataTypes.STRING, allowNull: false, unique: true },
  email: { type: DataTypes.STRING, allowNull: false, unique: true },
  bio: DataTypes.TEXT,
  image: DataTypes.STRING,
}, { tableName: 'users' });

module.exports = { sequelize, User };
