const path = require('path');

// Settings of the Conduit server (loaded with cosmiconfig).
module.exports = {
  port: 3000,
  jwtSecret: process.env.JWT_SECRET || 'conduit-koa-secret',
  sqlite: {
    // beside this file, in the project's data directory
    filename: path.join(__dirname, 'data', 'conduit.db'),
  },
};
