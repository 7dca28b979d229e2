const { Sequelize } = require('sequelize');
const settings = require('./config/database');

const env = process.env.NODE_ENV || 'development';
const { url, ...options } = settings[env];

const sequelize = url ? new Sequelize(url, options) : new Sequelize(options);

module.exports = sequelize;
