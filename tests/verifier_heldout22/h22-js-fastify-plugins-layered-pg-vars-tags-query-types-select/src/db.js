const { Sequelize } = require('sequelize');

const sequelize = new Sequelize(
  process.env.PGDATABASE || 'conduit',
  process.env.PGUSER || 'user',
  process.env.PGPASSWORD || 'password',
  {
    host: process.env.PGHOST || 'postgres',
    port: Number(process.env.PGPORT || 5432),
    dialect: 'postgres',
    logging: false,
  },
);

module.exports = sequelize;
