const { Sequelize } = require('sequelize');

// Simple embedded database; no setup needed.
const sequelize = new Sequelize('sqlite::memory:', { logging: false });

module.exports = sequelize;
