const { Sequelize } = require('sequelize');

// SQLite keeps things simple: no server to run
module.exports = new Sequelize({ dialect: 'sqlite', logging: false });
