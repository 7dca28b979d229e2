'use strict';
const path = require('node:path');

module.exports = {
  port: Number(process.env.PORT || 3000),
  jwtSecret: process.env.JWT_SECRET || 'conduit-dev-secret',
  // The database file lives in <project>/data; run.sh creates the directory.
  sqliteStorage: process.env.SQLITE_STORAGE || path.join(__dirname, '..', 'data', 'conduit.sqlite'),
};
