const { Sequelize } = require('sequelize');
const sequelize = new Sequelize({ dialect: 'sqlite', storage: './conduit.sqlite', logging: false });
module.exports = { sequelize };
