const config = require('config');
const { Sequelize } = require('sequelize');

const url = config.get('db.url');
const sequelize = url
  ? new Sequelize(url, { dialect: 'postgres', logging: false })
  : new Sequelize({ dialect: 'sqlite', storage: config.get('db.sqlite.storage'), logging: false });

module.exports = sequelize;
