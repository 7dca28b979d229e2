const { Sequelize } = require('sequelize');
const config = require('./config');

module.exports = new Sequelize(config.databaseUrl, { dialect: 'postgres', logging: false });
