require('dotenv').config();
const { Sequelize } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_NAME, process.env.DATABASE_USER, process.env.DATABASE_PASSWORD, {
  dialect: process.env.DATABASE_DIALECT,
  host: process.env.DATABASE_HOST,
  storage: process.env.DATABASE_STORAGE,
  logging: false,
});

module.exports = sequelize;
