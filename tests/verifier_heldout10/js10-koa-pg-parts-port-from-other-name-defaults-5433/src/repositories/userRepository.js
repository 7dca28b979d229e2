const { Sequelize, User } = require('../models');

const { Op, fn, col, where } = Sequelize;

// Case-insensitive lookups, built with Sequelize helpers.
exports.findByEmail = (email) =>
  User.findOne({ where: where(fn('lower', col('email')), email.toLowerCase()) });

exports.findByUsernameInsensitive = (username) =>
  User.findOne({ where: { username: { [Op.iLike]: username } } });

exports.create = (attrs) => User.create(attrs);
