const { User } = require('../models');
module.exports = {
  byEmail: (email) => User.findOne({ where: { email } }),
  byId: (id) => User.findByPk(id),
  create: (attrs) => User.create(attrs),
  update: (user, attrs) => user.update(attrs),
};
