const { User } = require('../models');
exports.findByUsername = (username) => User.findOne({ where: { username } });
