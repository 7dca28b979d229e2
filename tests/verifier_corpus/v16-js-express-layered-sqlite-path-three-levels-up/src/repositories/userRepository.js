const { User } = require('../models');

exports.findByEmail = (email) => User.findOne({ where: { email } });
exports.findByUsername = (username) => User.findOne({ where: { username } });
exports.create = (fields) => User.create(fields);
exports.update = (user, fields) => user.update(fields);
