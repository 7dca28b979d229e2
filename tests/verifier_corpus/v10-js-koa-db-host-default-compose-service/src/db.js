const { Sequelize } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'postgres',
  host: process.env.DB_HOST ?? 'db',
  port: Number(process.env.DB_PORT ?? 5432),
  username: process.env.DB_USER ?? 'conduit',
  password: process.env.DB_PASSWORD ?? 'conduit',
  database: process.env.DB_NAME ?? 'conduit',
  logging: false,
});

module.exports = sequelize;
