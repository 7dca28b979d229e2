'use strict';
const fs = require('fs');
const path = require('path');
const { Sequelize } = require('sequelize');

// <project>/data, two levels up from src/db
const DATA_DIR = path.resolve(__dirname, '../../data');
fs.mkdirSync(DATA_DIR, { recursive: true });

const sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: path.join(DATA_DIR, 'conduit.sqlite'),
  logging: false,
});

module.exports = sequelize;
