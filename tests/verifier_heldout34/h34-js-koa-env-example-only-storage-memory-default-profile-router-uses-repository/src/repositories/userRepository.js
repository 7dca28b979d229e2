const { User } = require('../models');
exports.byUsername = (username) => User.findOne({ where: { username } });
