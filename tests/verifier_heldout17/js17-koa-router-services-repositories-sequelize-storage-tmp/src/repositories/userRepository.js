const { User } = require('../models');
module.exports = {
  findByEmail: (email) => User.findOne({ where: { email } }),
  findById: (id) => User.findByPk(id),
  create: (attrs) => User.create(attrs),
  update: (user, attrs) => user.update(attrs),
};
