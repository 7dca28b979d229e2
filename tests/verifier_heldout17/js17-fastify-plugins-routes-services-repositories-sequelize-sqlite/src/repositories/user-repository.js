const { User } = require('../models');
exports.byEmail = (email) => User.findOne({ where: { email } });
exports.byId = (id) => User.findByPk(id);
exports.create = (attrs) => User.create(attrs);
