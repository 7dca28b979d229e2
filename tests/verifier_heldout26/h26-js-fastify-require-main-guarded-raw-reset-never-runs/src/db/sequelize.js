'use strict';
const path = require('node:path');
const { Sequelize } = require('sequelize');

const storage = path.resolve(__dirname, '..', '..', 'conduit.sqlite');

module.exports = new Sequelize({ dialect: 'sqlite', storage, logging: false });
