const path = require('path');

// Computed settings (absolute paths) need a .js config file.
module.exports = {
  port: 3000,
  jwtSecret: 'koa-config-conduit',
  db: {
    storage: path.join(__dirname, '..', 'data', 'conduit.sqlite'),
  },
};
