const { User } = require('../models');

module.exports = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  findByUsername: (username) => User.findOne({ where: { username } }),
  findById: (id) => User.findByPk(id),
  create: (data) => User.create(data),
};
