const User = require('../models/user');

module.exports = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  create: (attrs) => User.create(attrs),
};
