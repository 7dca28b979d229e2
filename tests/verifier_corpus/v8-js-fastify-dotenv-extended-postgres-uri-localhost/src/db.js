const { Sequelize } = require('sequelize');
const { postgresUri } = require('./config');

const sequelize = new Sequelize(postgresUri, { logging: false });

module.exports = sequelize;
