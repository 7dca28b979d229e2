const config = require('config');
const { Sequelize } = require('sequelize');

const db = config.get('db');
const sequelize = new Sequelize(db.database, db.username, db.password, {
  host: db.host,
  port: db.port,
  dialect: db.dialect,
  logging: false,
});

module.exports = { sequelize };
