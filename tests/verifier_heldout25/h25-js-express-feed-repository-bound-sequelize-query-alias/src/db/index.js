const path = require('path');
const { Sequelize } = require('sequelize');

// <project>/conduit.sqlite
const storage = path.join(__dirname, '..', '..', 'conduit.sqlite');

const sequelize = new Sequelize({ dialect: 'sqlite', storage, logging: false });

module.exports = { sequelize };
