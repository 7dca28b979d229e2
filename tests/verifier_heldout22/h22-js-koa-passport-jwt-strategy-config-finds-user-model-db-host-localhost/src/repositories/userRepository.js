const User = require('../models/User');

module.exports = {
  update: (user, changes) => user.update(changes),
  findByUsername: (username) => User.findOne({ where: { username } }),
};
