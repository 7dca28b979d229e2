const sequelize = require('../db/sequelize');
const User = require('./user');
const Article = require('./article');

module.exports = { sequelize, User, Article };
