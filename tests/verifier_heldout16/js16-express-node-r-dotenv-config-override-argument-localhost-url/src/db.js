const { Sequelize } = require('sequelize');

const sequelize = new Sequelize(process.env.DATABASE_URL, {
  dialect: 'postgres',
  logging: process.env.SQL_LOG === '1' ? console.log : false,
});

module.exports = sequelize;
