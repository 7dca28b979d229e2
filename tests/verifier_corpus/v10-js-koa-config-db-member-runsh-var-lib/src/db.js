const { Sequelize } = require('sequelize');
const config = require('./config');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: config.db.file,
  logging: config.db.logging ? console.log : false,
});

module.exports = sequelize;
