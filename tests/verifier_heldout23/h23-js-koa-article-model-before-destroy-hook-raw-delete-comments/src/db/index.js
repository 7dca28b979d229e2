const { Sequelize } = require('sequelize');
const { databaseUrl } = require('../config');

const sequelize = new Sequelize(databaseUrl, {
  dialect: 'postgres',
  logging: false,
  define: { underscored: true },
});

module.exports = sequelize;
