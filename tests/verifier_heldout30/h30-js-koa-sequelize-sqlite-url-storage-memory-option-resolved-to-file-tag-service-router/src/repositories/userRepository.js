const { User } = require('../models');

module.exports = {
  byEmail: (email) => User.findOne({ where: { email } }),
  insert: (data) => User.create(data),
};
