'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { Sequelize } = require('sequelize');

const storage = process.env.SQLITE_FILE || path.join(__dirname, '..', 'data', 'conduit.sqlite');
fs.mkdirSync(path.dirname(storage), { recursive: true });

module.exports = new Sequelize({ dialect: 'sqlite', storage, logging: false });
