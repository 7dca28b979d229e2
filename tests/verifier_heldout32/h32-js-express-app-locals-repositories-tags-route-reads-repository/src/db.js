const fs = require('fs');
const path = require('path');
const { Sequelize } = require('sequelize');

const dataDir = path.join(__dirname, '..', 'data');
fs.mkdirSync(dataDir, { recursive: true });

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(dataDir, 'conduit.sqlite'),
  logging: false,
});

module.exports = { sequelize };
