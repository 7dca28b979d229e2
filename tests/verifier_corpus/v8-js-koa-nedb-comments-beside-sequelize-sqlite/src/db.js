const { Sequelize } = require('sequelize');

module.exports = new Sequelize('sqlite:conduit.sqlite', { logging: false });
