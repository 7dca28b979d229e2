'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { Sequelize } = require('sequelize');

const file = path.resolve(process.env.DB_FILE || 'conduit.sqlite');
fs.mkdirSync(path.dirname(file), { recursive: true });

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: file,
  logging: process.env.NODE_ENV === 'production' ? false : console.log,
});

module.exports = sequelize;
