const User = require('../models/user');

exports.byEmail = (email) => User.findOne({ where: { email } });
exports.byUsername = (username) => User.findOne({ where: { username } });
exports.byId = (id) => User.findByPk(id);
exports.insert = (fields) => User.create(fields);
