const path = require('path');
const { Sequelize } = require('sequelize');

// data/conduit.sqlite at the project root (src/config -> ../../data)
const storage = path.join(__dirname, '..', '..', 'data', 'conduit.sqlite');

module.exports = new Sequelize({ dialect: 'sqlite', storage, logging: false });
