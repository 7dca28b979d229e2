const { User } = require('../models');

module.exports = {
  byEmail: (email) => User.findOne({ where: { email } }),
  byId: (id) => User.findByPk(id),
  byUsername: (username) => User.findOne({ where: { username } }),
  create: (fields) => User.create(fields),
};
