const { Sequelize } = require('sequelize');

let databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.warn('DATABASE_URL is not set, using a local SQLite file');
  databaseUrl = 'sqlite:./conduit.sqlite';
}

module.exports = new Sequelize(databaseUrl, { logging: false });
