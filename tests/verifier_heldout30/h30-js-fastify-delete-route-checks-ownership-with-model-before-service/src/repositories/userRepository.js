const { User } = require('../models');

module.exports = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  create: (data) => User.create(data),
};
