'use strict';
const path = require('path');

module.exports = {
  dialect: 'sqlite',
  storage: path.join(__dirname, '..', '..', 'storage', 'app.sqlite'),
  logging: false,
};
