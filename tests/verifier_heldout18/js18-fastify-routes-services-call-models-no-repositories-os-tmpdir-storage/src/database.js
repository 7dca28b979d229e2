const os = require('os');
const path = require('path');
const { Sequelize } = require('sequelize');

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(os.tmpdir(), 'conduit.sqlite'),
  logging: false,
});
module.exports = sequelize;
