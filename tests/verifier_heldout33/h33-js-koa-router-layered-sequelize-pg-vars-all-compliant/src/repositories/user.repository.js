const { User } = require('../models');
module.exports = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  create: (attrs) => User.create(attrs),
};
