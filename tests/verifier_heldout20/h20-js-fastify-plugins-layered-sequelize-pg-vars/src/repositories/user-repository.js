const { User } = require('../models');

class UserRepository {
  findByUsername(username) { return User.findOne({ where: { username } }); }
}
module.exports = { UserRepository };
