const path = require('path');

module.exports = {
  port: 3000,
  jwtSecret: process.env.JWT_SECRET || 'koa-context-secret',
  databaseFile: path.join(__dirname, '..', '..', 'data', 'conduit.sqlite'),
};
