const path = require('node:path');
const { Sequelize } = require('sequelize');

module.exports = new Sequelize({
  dialect: 'sqlite',
  storage: path.resolve(__dirname, '../../data/conduit.sqlite'),
  logging: false,
});
