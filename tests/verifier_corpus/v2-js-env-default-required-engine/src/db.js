const { Sequelize } = require('sequelize');

const sequelize = new Sequelize({
  dialect: process.env.DB_DIALECT || 'sqlite',
  storage: process.env.DB_STORAGE || 'data/conduit.sqlite3',
  logging: false,
});

module.exports = { sequelize };
