const { User } = require('../models');

module.exports = {
  create: (attrs) => User.create(attrs),
  findByEmail: (email) => User.findOne({ where: { email } }),
};
