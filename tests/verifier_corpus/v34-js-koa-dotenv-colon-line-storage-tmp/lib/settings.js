'use strict';
require('dotenv').config();
const path = require('path');

module.exports = {
  port: Number(process.env.PORT) || 3000,
  storage: process.env.DB_STORAGE || path.join(__dirname, '..', 'data', 'conduit.sqlite'),
};
