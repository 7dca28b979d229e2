const { Sequelize } = require('sequelize');
const { env } = require('./config/env');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: env.SQLITE_PATH,
  logging: env.NODE_ENV === 'development' ? console.log : false,
});

module.exports = sequelize;
