const { Sequelize } = require('sequelize');
const defineModels = require('./models');

const sequelize = new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });
module.exports = { sequelize, ...defineModels(sequelize) };
