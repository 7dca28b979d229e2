const User = require('../models/user');

exports.findByEmail = (email) => User.findOne({ where: { email } });
exports.findById = (id) => User.findByPk(id);
exports.create = (fields) => User.create(fields);
exports.save = (user, fields) => user.update(fields);
