const { Sequelize } = require('sequelize');
const config = require('../config');

// One shared instance for every model.
const sequelize = new Sequelize(config.database);

module.exports = sequelize;
