const User = require('../models/user.model');

module.exports = {
  findByUsername: (username) => User.findOne({ where: { username } }),
  findByEmail: (email) => User.findOne({ where: { email } }),
  create: (data) => User.create(data),
};
