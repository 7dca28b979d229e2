const config = require('config');
const { Sequelize } = require('sequelize');

const db = config.get('database');
const sequelize = new Sequelize(db.database, db.username, db.password, {
  host: process.env.PGHOST || db.host,
  port: db.port,
  dialect: db.dialect,
  logging: db.logging,
});

module.exports = { sequelize };
