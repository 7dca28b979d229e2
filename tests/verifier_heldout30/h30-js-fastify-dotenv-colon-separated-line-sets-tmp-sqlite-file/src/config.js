const path = require('path');
require('dotenv').config();

module.exports = {
  port: Number(process.env.PORT || 3000),
  jwtSecret: process.env.JWT_SECRET || 'dev-secret',
  // defaults to <project>/data/conduit.sqlite
  sqliteFile: process.env.SQLITE_FILE || path.join(__dirname, '..', 'data', 'conduit.sqlite'),
};
