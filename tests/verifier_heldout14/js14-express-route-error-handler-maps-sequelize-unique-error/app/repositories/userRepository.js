const { User } = require('../models');

module.exports = {
  create: (attrs) => User.create(attrs),
  byEmail: (email) => User.findOne({ where: { email } }),
  byId: (id) => User.findByPk(id),
  save: (user, attrs) => user.update(attrs),
};
