const { User } = require('../models');

module.exports = {
  findById: (id) => User.findByPk(id),
  findByEmail: (email) => User.findOne({ where: { email } }),
  findByUsername: (username) => User.findOne({ where: { username } }),
  create: (attrs) => User.create(attrs),
  update: (user, attrs) => user.update(attrs),
};
