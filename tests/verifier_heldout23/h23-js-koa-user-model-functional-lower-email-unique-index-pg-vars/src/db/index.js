const { Sequelize } = require('sequelize');
const { db } = require('../config');

module.exports = new Sequelize({
  ...db,
  dialect: 'postgres',
  logging: false,
  define: { underscored: true },
});
