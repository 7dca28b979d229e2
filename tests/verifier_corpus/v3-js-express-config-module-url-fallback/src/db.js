const { Sequelize } = require('sequelize');
const config = require('./config');

const sequelize = config.databaseUrl
  ? new Sequelize(config.databaseUrl, { logging: false })
  : new Sequelize({ dialect: 'sqlite', storage: 'conduit.sqlite', logging: false });

module.exports = sequelize;
