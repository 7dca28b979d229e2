const { User } = require('../models');

module.exports = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  findById: (id) => User.findByPk(id),
  create: (data) => User.create(data),
  update: (user, data) => user.update(data),
};
