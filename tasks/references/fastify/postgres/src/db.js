'use strict';

const { Sequelize } = require('sequelize');

const env = process.env;

module.exports = new Sequelize({
  dialect: 'postgres',
  host: env.PGHOST || 'postgres',
  port: Number(env.PGPORT) || 5432,
  username: env.PGUSER || 'user',
  password: env.PGPASSWORD || 'password',
  database: env.PGDATABASE || 'conduit',
  logging: false,
});
