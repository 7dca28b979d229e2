const { User } = require('../models');

module.exports = {
  byId: (id) => User.findByPk(id),
  byEmail: (email) => User.findOne({ where: { email } }),
  create: (data) => User.create(data),
};
