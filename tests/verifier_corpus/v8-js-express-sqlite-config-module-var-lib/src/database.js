const fs = require('fs');
const path = require('path');
const { Sequelize } = require('sequelize');
const { dbFile } = require('./config');

fs.mkdirSync(path.dirname(dbFile), { recursive: true });

const sequelize = new Sequelize({ dialect: 'sqlite', storage: dbFile, logging: false });

module.exports = sequelize;
