const { User } = require('../models');
exports.findByEmail = (email) => User.findOne({ where: { email } });
exports.findById = (id) => User.findByPk(id);
exports.create = (data) => User.create(data);
