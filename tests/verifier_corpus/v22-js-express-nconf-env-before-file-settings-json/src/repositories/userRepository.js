const User = require('../models/User');

module.exports = {
  byEmail: (email) => User.findOne({ where: { email } }),
  create: (fields) => User.create(fields),
};
