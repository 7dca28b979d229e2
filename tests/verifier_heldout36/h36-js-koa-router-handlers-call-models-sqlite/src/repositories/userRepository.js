const { User } = require('../models');
module.exports = { byUsername: (username) => User.findOne({ where: { username } }) };
