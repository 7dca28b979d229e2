const path = require('path');

const root = path.resolve(__dirname, '..', '..');

module.exports = {
  env: process.env.NODE_ENV || 'development',
  port: Number(process.env.PORT) || 3000,
  jwtSecret: process.env.JWT_SECRET || 'conduit-secret',
  sqliteFile: process.env.SQLITE_FILE || path.join(root, 'data', 'conduit.sqlite'),
};
