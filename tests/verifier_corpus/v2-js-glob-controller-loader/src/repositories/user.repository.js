const { User } = require('../models/user.model');

exports.byToken = (token) => User.findOne({ where: { token } });
