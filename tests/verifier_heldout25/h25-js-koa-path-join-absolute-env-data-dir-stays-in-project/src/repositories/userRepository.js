const { User } = require('../models');

exports.findById = (id) => User.findByPk(id);
exports.findByEmail = (email) => User.findOne({ where: { email } });
exports.create = (attrs) => User.create(attrs);
exports.update = (user, attrs) => user.update(attrs);
