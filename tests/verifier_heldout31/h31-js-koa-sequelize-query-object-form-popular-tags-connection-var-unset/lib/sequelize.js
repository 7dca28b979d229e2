const { Sequelize } = require('sequelize');

const url = process.env.PG_CONNECTION_STRING || 'postgres://conduit:conduit@localhost:5432/conduit_dev';

module.exports = new Sequelize(url, { dialect: 'postgres', logging: false });
