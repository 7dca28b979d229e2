'use strict';
const { Sequelize } = require('sequelize');

// Connection parts come from the standard libpq variables.
const sequelize = new Sequelize(process.env.PGDATABASE, process.env.PGUSER, process.env.PGPASSWORD, {
  dialect: 'postgres',
  host: '/var/run/postgresql',
  port: Number(process.env.PGPORT) || 5432,
  logging: false,
  pool: { max: 10, idle: 10000 },
});

module.exports = sequelize;
