const { User } = require('../models');

exports.byToken = (token) => User.findOne({ where: { token } });
