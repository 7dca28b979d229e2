const { Sequelize } = require('sequelize');

// DB_PATH points at the SQLite file; without it we run on an in-memory database.
const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: process.env.DB_PATH || ':memory:',
  logging: false,
});

module.exports = sequelize;
