const { Sequelize } = require('sequelize');
const configs = require('./config/database');

const client = process.env.DB_CLIENT || 'sqlite';

module.exports = new Sequelize(configs[client]);
