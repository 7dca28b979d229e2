const path = require('path');
const { Sequelize } = require('sequelize');

const storage = process.env.SQLITE_PATH || path.join(__dirname, '..', 'data', 'conduit.sqlite');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage,
  logging: false,
});

module.exports = sequelize;
