'use strict';
require('dotenv').config();
const path = require('path');

module.exports = {
  port: Number(process.env.PORT) || 3000,
  db: {
    storage: process.env.USE_MEMORY_DB
      ? ':memory:'
      : path.join(__dirname, 'storage', 'conduit.sqlite'),
  },
};
