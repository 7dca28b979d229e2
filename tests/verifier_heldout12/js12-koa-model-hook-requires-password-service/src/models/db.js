const { Sequelize } = require('sequelize');

module.exports = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_FILE || 'data/conduit.sqlite',
  logging: false,
});
