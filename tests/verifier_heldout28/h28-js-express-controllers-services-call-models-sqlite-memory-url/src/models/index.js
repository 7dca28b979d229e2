const sequelize = require('../config/database');
const User = require('./User');
const Article = require('./Article');

module.exports = { sequelize, User, Article };
