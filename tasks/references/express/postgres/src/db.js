const { Sequelize } = require('sequelize');

const { env } = process;

// Connection settings follow the libpq environment variables, with the harness's defaults.
module.exports = new Sequelize({
  dialect: 'postgres',
  host: env.PGHOST || 'postgres',
  port: Number(env.PGPORT) || 5432,
  username: env.PGUSER || 'user',
  password: env.PGPASSWORD || 'password',
  database: env.PGDATABASE || 'conduit',
  logging: false,
});
