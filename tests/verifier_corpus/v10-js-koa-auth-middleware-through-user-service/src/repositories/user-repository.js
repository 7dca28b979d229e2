const User = require('../models/user');

module.exports = {
  byId: (id) => User.findByPk(id),
  byUsername: (username) => User.findOne({ where: { username } }),
  create: (data) => User.create(data),
};
