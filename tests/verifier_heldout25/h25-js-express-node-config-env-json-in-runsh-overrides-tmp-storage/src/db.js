const config = require('config');
const { Sequelize } = require('sequelize');

const db = config.get('db');

const sequelize = new Sequelize({
  dialect: db.dialect,
  storage: db.storage,
  logging: db.logging,
});

module.exports = sequelize;
