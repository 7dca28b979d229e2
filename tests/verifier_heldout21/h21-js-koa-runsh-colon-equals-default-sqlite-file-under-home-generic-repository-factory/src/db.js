const path = require('path');
const { Sequelize } = require('sequelize');
const storage = process.env.SQLITE_FILE || path.join(__dirname, '..', 'conduit.sqlite');
module.exports = new Sequelize({ dialect: 'sqlite', storage, logging: false });
