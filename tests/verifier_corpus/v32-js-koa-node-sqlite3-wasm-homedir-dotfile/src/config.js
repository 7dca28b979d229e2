'use strict';

const os = require('os');
const path = require('path');

module.exports = {
  port: Number(process.env.PORT) || 3000,
  // One database per user account, like most desktop-style tools.
  dbFile: path.join(os.homedir(), '.conduit.sqlite3'),
};
