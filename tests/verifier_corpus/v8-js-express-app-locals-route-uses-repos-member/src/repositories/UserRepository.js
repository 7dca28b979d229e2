const { User } = require('../models');

class UserRepository {
  findByName(username) {
    return User.findOne({ where: { username } });
  }

  create(data) {
    return User.create(data);
  }
}

module.exports = UserRepository;
