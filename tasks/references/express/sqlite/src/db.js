const { Sequelize } = require('sequelize');

// One SQLite file in the working directory, created on first start.
module.exports = new Sequelize({ dialect: 'sqlite', storage: 'conduit.db', logging: false });
