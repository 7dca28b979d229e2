const { Sequelize } = require('sequelize');
const { storage } = require('../config');

module.exports = new Sequelize({
  dialect: 'sqlite',
  storage,
  logging: false,
  define: { underscored: true },
});
