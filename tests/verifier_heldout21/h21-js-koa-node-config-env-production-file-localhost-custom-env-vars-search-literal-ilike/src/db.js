const config = require('config');
const { Sequelize } = require('sequelize');
module.exports = new Sequelize(config.get('db.url'), { logging: config.get('db.logging') });
