const User = require('../models/user');

module.exports = {
  findByUsername: (username) => User.findOne({ where: { username } }),
  findById: (id) => User.findByPk(id),
};
