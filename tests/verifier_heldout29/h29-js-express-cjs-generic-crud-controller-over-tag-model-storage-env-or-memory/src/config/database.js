const { Sequelize } = require('sequelize');

// DB_STORAGE points at the SQLite file; tests run against an in-memory database.
const storage = process.env.DB_STORAGE || ':memory:';

const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

module.exports = { sequelize };
