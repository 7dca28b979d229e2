const { User } = require('../models');

module.exports = {
  findById: (id) => User.findByPk(id),
  findByUsername: (username) => User.findOne({ where: { username } }),
};
