const path = require('path');

module.exports = {
  sqlite: {
    dialect: 'sqlite',
    storage: path.join(__dirname, '..', '..', 'conduit.sqlite'),
    logging: false,
  },
  postgres: {
    dialect: 'postgres',
    host: process.env.PGHOST || 'localhost',
    username: process.env.PGUSER || 'postgres',
    password: process.env.PGPASSWORD || 'postgres',
    database: process.env.PGDATABASE || 'conduit',
    logging: false,
  },
};
