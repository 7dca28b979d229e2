const { User } = require('../models');

exports.userByUsername = (username) => User.findOne({ where: { username } });
exports.insertUser = (fields) => User.create(fields);
