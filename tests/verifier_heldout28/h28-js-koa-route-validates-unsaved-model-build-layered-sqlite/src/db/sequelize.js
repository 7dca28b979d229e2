const fs = require('fs');
const path = require('path');
const { Sequelize } = require('sequelize');

const dir = path.resolve(__dirname, '../../storage');
fs.mkdirSync(dir, { recursive: true });

module.exports = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(dir, 'conduit.sqlite'),
  logging: false,
});
