const path = require('path');
const { Sequelize } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_PATH || path.join(__dirname, '..', 'var', 'conduit.sqlite'),
  logging: false,
});
module.exports = { sequelize };
