'use strict';

const path = require('path');

const DATA_DIR = path.resolve(__dirname, '..', 'data');

module.exports = {
  DATA_DIR,
  MAIN_DB: path.join(DATA_DIR, 'conduit.sqlite'),
  KV_DB: path.join(DATA_DIR, 'favorites.sqlite'),
};
