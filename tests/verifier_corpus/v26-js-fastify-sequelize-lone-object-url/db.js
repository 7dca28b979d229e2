const { Sequelize } = require('sequelize');
const config = require('./config/database');

module.exports = new Sequelize({ url: config.url, ...config.options });
