'use strict';

const path = require('node:path');
const { Sequelize } = require('sequelize');
const env = require('./env');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve(__dirname, '..', env.SQLITE_FILE),
  logging: false,
});

module.exports = sequelize;
