'use strict';
const fs = require('fs');
const path = require('path');
const { Sequelize } = require('sequelize');

if (!process.env.DB_STORAGE) {
  throw new Error('DB_STORAGE is not set');
}
const storage = path.resolve(process.env.DB_STORAGE);
fs.mkdirSync(path.dirname(storage), { recursive: true });

module.exports = new Sequelize({ dialect: 'sqlite', storage, logging: false });
