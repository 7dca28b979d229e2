const path = require('path');
const { Sequelize } = require('sequelize');

// <project>/data/conduit.sqlite (this file lives in <project>/src/db)
const storage = path.join(__dirname, '..', '..', 'data', 'conduit.sqlite');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage,
  logging: false,
});

module.exports = { sequelize, storage };
