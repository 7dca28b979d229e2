const { User } = require('../models');

class UserRepository {
  findById(id) {
    return User.findByPk(id);
  }

  findByEmail(email) {
    return User.findOne({ where: { email } });
  }

  findByUsername(username) {
    return User.findOne({ where: { username } });
  }

  create(data) {
    return User.create(data);
  }
}

module.exports = new UserRepository();
