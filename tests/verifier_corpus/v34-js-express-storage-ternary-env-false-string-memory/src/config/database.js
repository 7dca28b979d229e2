'use strict';
require('dotenv').config();
const path = require('path');

module.exports = {
  dialect: 'sqlite',
  storage: process.env.SQLITE_IN_MEMORY
    ? ':memory:'
    : path.resolve('data/conduit.sqlite'),
  logging: false,
};
