'use strict';

const { Sequelize } = require('sequelize');

module.exports.sequelize = new Sequelize({
  dialect: 'sqlite',
  storage: './conduit.sqlite',
  logging: false,
});
