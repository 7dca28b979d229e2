const { User } = require('../models');

module.exports = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  findById: (id) => User.findByPk(id),
  findByUsername: (username) => User.findOne({ where: { username } }),
  create: (attrs) => User.create(attrs),
  update: (user, attrs) => user.update(attrs),
};
