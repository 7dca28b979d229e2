const { Sequelize } = require('sequelize');
const { databaseFile } = require('./paths');
const defineModels = require('./models');

const sequelize = new Sequelize({ dialect: 'sqlite', storage: databaseFile(), logging: false });
module.exports = { sequelize, ...defineModels(sequelize) };
