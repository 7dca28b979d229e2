const path = require('path');

// Connection profiles; the active one is chosen by APP_ENV (see src/models/index.js).
module.exports = {
  development: {
    dialect: 'sqlite',
    storage: path.join(__dirname, '..', 'dev.sqlite'),
    logging: false,
  },
  test: {
    dialect: 'sqlite',
    storage: ':memory:',
    logging: false,
  },
  production: {
    url: process.env.DATABASE_URL,
    dialect: 'postgres',
    logging: false,
    pool: { max: 10, idle: 10000 },
  },
};
