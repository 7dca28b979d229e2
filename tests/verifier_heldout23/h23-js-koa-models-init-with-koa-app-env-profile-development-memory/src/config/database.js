const path = require('path');

// One profile per Koa environment (app.env).
module.exports = {
  development: {
    dialect: 'sqlite',
    storage: ':memory:', // fresh database on every restart while developing
    logging: (sql) => console.debug(sql),
  },
  test: {
    dialect: 'sqlite',
    storage: ':memory:',
    logging: false,
  },
  production: {
    dialect: 'sqlite',
    storage: path.resolve(__dirname, '..', '..', 'data', 'conduit.sqlite'),
    logging: false,
  },
};
