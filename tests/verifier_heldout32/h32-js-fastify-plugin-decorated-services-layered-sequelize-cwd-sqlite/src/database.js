const path = require('path');
const { Sequelize } = require('sequelize');

module.exports = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(process.cwd(), 'conduit.sqlite'),
  logging: false,
});
