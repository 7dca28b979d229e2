const { User } = require('../models');

module.exports = {
  findByUsername: (username) => User.findOne({ where: { username } }),
  insert: (fields) => User.create(fields),
};
