const sequelize = require('../db/connection');
const User = require('./user');

module.exports = { sequelize, User };
