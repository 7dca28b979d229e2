const { User } = require('../models');

module.exports = {
  byEmail: (email) => User.findOne({ where: { email } }),
  byId: (id) => User.findByPk(id),
  insert: (attrs) => User.create(attrs),
};
