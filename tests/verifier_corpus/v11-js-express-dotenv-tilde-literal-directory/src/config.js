'use strict';

require('dotenv').config();

const path = require('path');

module.exports = {
  port: Number(process.env.PORT) || 3000,
  // path.resolve does no shell expansion: "~/x" is relative to the working directory.
  sqliteFile: path.resolve(process.env.SQLITE_FILE || 'conduit.sqlite'),
  jwtSecret: process.env.JWT_SECRET,
};
