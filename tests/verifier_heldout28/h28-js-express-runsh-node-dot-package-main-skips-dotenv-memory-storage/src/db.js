const { Sequelize } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.SQLITE_STORAGE || ':memory:',
  logging: false,
});

module.exports = { sequelize };
