const { Sequelize } = require('sequelize');

module.exports = new Sequelize(
  process.env.MYSQL_DB || 'conduit',
  process.env.MYSQL_USER || 'root',
  process.env.MYSQL_PASSWORD || '',
  { host: process.env.MYSQL_HOST || 'localhost', dialect: 'mysql', logging: false },
);
