const { User } = require('../models');

module.exports = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  findById: (id) => User.findByPk(id),
  findByUsername: (username) => User.findOne({ where: { username } }),
  create: (data) => User.create(data),
};
