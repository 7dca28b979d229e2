const path = require('path');
const { Sequelize } = require('sequelize');

// var/ sits next to src/ in the project directory
const DB_FILE = path.resolve(__dirname, '..', 'var', 'conduit.sqlite');

module.exports = new Sequelize({
  dialect: 'sqlite',
  storage: DB_FILE,
  logging: false,
});
