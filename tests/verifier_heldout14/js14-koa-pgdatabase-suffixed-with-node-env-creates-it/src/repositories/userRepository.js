const { User } = require('../models');

module.exports = {
  byUsername: (username) => User.findOne({ where: { username } }),
  byId: (id) => User.findByPk(id),
  update: (user, patch) => user.update(patch),
};
