const path = require('path');
const { Sequelize } = require('sequelize');

// database file lives next to package.json
const storage = path.join(__dirname, '../../..', 'conduit.db');

module.exports = new Sequelize({ dialect: 'sqlite', storage, logging: false });
