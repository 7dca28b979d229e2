const path = require('path');
const { Sequelize } = require('sequelize');

const storage = path.join(__dirname, '..', '..', 'data', 'conduit.sqlite');
module.exports = new Sequelize({ dialect: 'sqlite', storage, logging: false });
