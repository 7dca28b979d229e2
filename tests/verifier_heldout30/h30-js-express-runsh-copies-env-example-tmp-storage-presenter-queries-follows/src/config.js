const path = require('path');
require('dotenv').config();

module.exports = {
  port: Number(process.env.PORT || 3000),
  jwtSecret: process.env.JWT_SECRET || 'conduit',
  storage: process.env.SQLITE_STORAGE || path.join(__dirname, '..', 'data', 'conduit.sqlite'),
};
