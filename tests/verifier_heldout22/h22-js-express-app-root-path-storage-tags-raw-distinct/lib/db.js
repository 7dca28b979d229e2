const fs = require('fs');
const path = require('path');
const appRoot = require('app-root-path');
const { Sequelize } = require('sequelize');

const storage = appRoot.resolve('storage/conduit.sqlite');
fs.mkdirSync(path.dirname(storage), { recursive: true });

module.exports = new Sequelize({ dialect: 'sqlite', storage, logging: false });
