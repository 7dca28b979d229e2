'use strict';
const fs = require('fs');
const path = require('path');
const { Sequelize } = require('sequelize');

const storage = '../data/conduit.sqlite';
fs.mkdirSync(path.dirname(storage), { recursive: true });

module.exports = new Sequelize({ dialect: 'sqlite', storage, logging: false });
