const { User } = require('../models');

module.exports = {
  byUsername: (username) => User.findOne({ where: { username } }),
  byEmail: (email) => User.findOne({ where: { email } }),
  byId: (id) => User.findByPk(id),
  create: (attrs) => User.create(attrs),
};
