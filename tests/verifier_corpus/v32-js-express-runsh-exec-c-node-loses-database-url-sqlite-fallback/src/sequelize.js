'use strict';

const path = require('path');
const { Sequelize } = require('sequelize');

function connect() {
  if (process.env.DATABASE_URL) {
    return new Sequelize(process.env.DATABASE_URL, { dialect: 'postgres', logging: false });
  }
  // No database configured: fall back to a local file so the API still runs.
  return new Sequelize({
    dialect: 'sqlite',
    storage: path.join(__dirname, '..', 'local.sqlite'),
    logging: false,
  });
}

module.exports = connect();
