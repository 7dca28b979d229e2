const { Sequelize } = require('sequelize');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: 'conduit.db', logging: false });

module.exports = { sequelize };
