'use strict';

const { Sequelize } = require('sequelize');

// The database file lives in the directory the server is started from.
module.exports = new Sequelize({
  dialect: 'sqlite',
  storage: 'conduit.db',
  logging: false,
});
