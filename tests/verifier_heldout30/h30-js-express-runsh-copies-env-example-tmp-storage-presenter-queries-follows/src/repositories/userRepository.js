const { User } = require('../models');

module.exports = {
  findByUsername: (username) => User.findOne({ where: { username } }),
  findByEmail: (email) => User.findOne({ where: { email } }),
  findById: (id) => User.findByPk(id),
  create: (data) => User.create(data),
};
