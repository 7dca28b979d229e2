const { Sequelize } = require('sequelize');
const { defineModels } = require('./models');

let sequelize;

function getSequelize() {
  if (!sequelize) {
    sequelize = new Sequelize({
      dialect: 'sqlite',
      storage: process.env.SQLITE_FILE || ':memory:',
      logging: false,
    });
    defineModels(sequelize);
  }
  return sequelize;
}

module.exports = { getSequelize };
