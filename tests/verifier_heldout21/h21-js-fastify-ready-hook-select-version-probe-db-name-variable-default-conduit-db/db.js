const { Sequelize } = require('sequelize');
const { database } = require('./config');
const defineModels = require('./models');

const sequelize = new Sequelize({ dialect: 'postgres', logging: false, ...database });
module.exports = { sequelize, ...defineModels(sequelize) };
