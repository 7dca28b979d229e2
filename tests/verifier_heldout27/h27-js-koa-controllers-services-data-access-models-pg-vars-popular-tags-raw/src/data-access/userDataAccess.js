const { User } = require('../models');

module.exports = {
  byId: (id) => User.findByPk(id),
  byEmail: (email) => User.findOne({ where: { email } }),
  insert: (attrs) => User.create(attrs),
};
