const path = require('path');
const { Sequelize } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_FILE || path.join(__dirname, '..', '..', 'conduit.sqlite'),
  logging: false,
});

module.exports = { sequelize };
