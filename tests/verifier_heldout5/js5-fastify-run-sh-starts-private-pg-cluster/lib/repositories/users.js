const { User } = require('../models');

exports.findByEmail = (email) => User.findOne({ where: { email } });
exports.create = (values) => User.create(values);
