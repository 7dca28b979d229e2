const { Sequelize } = require('sequelize');

module.exports = new Sequelize({
  dialect: 'sqlite',
  storage: 'conduit.sqlite',
  logging: false,
});
