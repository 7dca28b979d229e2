const { Sequelize } = require('sequelize');
const { url } = require('../config/database');

module.exports = new Sequelize(url, { dialect: 'postgres', logging: false });
