const { Sequelize } = require('sequelize');
const { databaseUrl } = require('../config');

if (!databaseUrl) {
  throw new Error('DATABASE_URL must be set');
}

module.exports = new Sequelize(databaseUrl, { dialect: 'postgres', logging: false });
