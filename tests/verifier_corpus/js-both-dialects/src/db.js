const { Sequelize } = require('sequelize');

const sequelize = process.env.NODE_ENV === 'test'
  ? new Sequelize('sqlite::memory:', { logging: false })
  : new Sequelize(process.env.PGDATABASE || 'conduit', process.env.PGUSER || 'user', process.env.PGPASSWORD || 'password', {
    host: process.env.PGHOST || 'postgres',
    dialect: 'postgres',
    logging: false,
  });

module.exports = { sequelize };
