const { Sequelize } = require('sequelize');

let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.warn('DATABASE_URL is not set, using the local PostgreSQL');
  databaseUrl = 'postgres://postgres:postgres@localhost:5432/conduit';
}

module.exports = new Sequelize(databaseUrl, { logging: false });
