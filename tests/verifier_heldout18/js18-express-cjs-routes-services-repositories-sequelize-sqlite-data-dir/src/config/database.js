const path = require('path');
const { Sequelize } = require('sequelize');

// <project>/data/conduit.sqlite (this file is <project>/src/config/database.js)
const storage = path.join(__dirname, '..', '..', 'data', 'conduit.sqlite');

module.exports = new Sequelize({ dialect: 'sqlite', storage, logging: false });
