const path = require('path');

module.exports = {
  port: Number(process.env.PORT) || 3000,
  jwtSecret: process.env.JWT_SECRET || 'conduit-dev-secret',
  jwtExpiresIn: '7d',
  database: {
    dialect: 'sqlite',
    // data/ lives at the project root (src/config -> ../../data)
    storage: process.env.SQLITE_STORAGE || path.resolve(__dirname, '..', '..', 'data', 'conduit.sqlite'),
    logging: false,
  },
};
