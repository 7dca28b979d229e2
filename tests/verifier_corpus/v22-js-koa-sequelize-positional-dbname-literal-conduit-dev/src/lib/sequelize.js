const { Sequelize } = require('sequelize');

// Connection settings come from the standard libpq variables.
const sequelize = new Sequelize('conduit_dev', process.env.PGUSER, process.env.PGPASSWORD, {
  host: process.env.PGHOST,
  port: Number(process.env.PGPORT || 5432),
  dialect: 'postgres',
  logging: false,
  define: { underscored: true },
});

module.exports = sequelize;
