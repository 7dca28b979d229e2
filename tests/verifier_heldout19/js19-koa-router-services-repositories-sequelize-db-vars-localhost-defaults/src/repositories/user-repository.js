const User = require('../models/user');

module.exports = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  findById: (id) => User.findByPk(id),
  create: (data) => User.create(data),
  update: (user, fields) => user.update(fields),
};
