const path = require('path');
const { Sequelize } = require('sequelize');

const storage = path.resolve(process.env.DB_STORAGE || './conduit.sqlite');

module.exports = new Sequelize({ dialect: 'sqlite', storage, logging: false });
