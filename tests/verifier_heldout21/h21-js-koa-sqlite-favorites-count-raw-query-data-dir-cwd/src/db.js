const { Sequelize } = require('sequelize');
module.exports = new Sequelize({ dialect: 'sqlite', storage: './data/conduit.sqlite', logging: false });
