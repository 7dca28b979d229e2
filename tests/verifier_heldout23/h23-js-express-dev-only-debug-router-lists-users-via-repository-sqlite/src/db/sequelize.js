const { Sequelize } = require('sequelize');
const { sqliteFile } = require('../config');

module.exports = new Sequelize({ dialect: 'sqlite', storage: sqliteFile, logging: false });
