const { Sequelize } = require('sequelize');

module.exports = new Sequelize(
  process.env.DB_NAME || 'conduit',
  process.env.DB_USER || 'postgres',
  process.env.DB_PASSWORD || 'postgres',
  { host: process.env.DB_HOST || 'localhost', port: 5432, dialect: 'postgres', logging: false },
);
