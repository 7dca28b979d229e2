const { User } = require('../models');

exports.byEmail = (email) => User.findOne({ where: { email } });
exports.insert = (data) => User.create(data);
