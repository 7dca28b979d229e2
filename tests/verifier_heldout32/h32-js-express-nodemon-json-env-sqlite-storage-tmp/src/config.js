const path = require('path');

module.exports = {
  port: 3000,
  storage: process.env.DB_STORAGE || path.join(__dirname, '..', 'conduit.sqlite'),
};
