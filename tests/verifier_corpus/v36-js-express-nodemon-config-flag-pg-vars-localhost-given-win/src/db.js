const { Sequelize } = require('sequelize');
const { defineModels } = require('./models');

const sequelize = new Sequelize(process.env.PGDATABASE, process.env.PGUSER, process.env.PGPASSWORD, {
  host: process.env.PGHOST,
  port: Number(process.env.PGPORT || 5432),
  dialect: 'postgres',
  logging: false,
});
const { Tag, Article } = defineModels(sequelize);

module.exports = { sequelize, Tag, Article };
