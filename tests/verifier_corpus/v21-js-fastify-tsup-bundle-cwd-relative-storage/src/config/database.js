'use strict';
const path = require('path');

module.exports = {
  dialect: 'sqlite',
  storage: path.resolve('storage', 'app.sqlite'),
  logging: false,
};
