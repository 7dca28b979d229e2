const { Sequelize } = require('sequelize');
const { databaseUrl } = require('./config');
module.exports = new Sequelize(databaseUrl, { dialect: 'postgres', logging: false });
