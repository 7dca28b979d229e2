const { User } = require('../models');
module.exports = { byEmail: (email) => User.findOne({ where: { email } }), create: (u) => User.create(u) };
