const { User } = require('../models');

module.exports = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  findById: (id) => User.findByPk(id),
  create: (fields) => User.create(fields),
  update: (user, fields) => user.update(fields),
};
