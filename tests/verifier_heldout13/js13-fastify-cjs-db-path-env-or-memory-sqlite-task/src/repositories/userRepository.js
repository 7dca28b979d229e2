const { User } = require('../models');

class UserRepository {
  findByEmail(email) {
    return User.findOne({ where: { email } });
  }

  findById(id) {
    return User.findByPk(id);
  }

  create(attrs) {
    return User.create(attrs);
  }
}

module.exports = new UserRepository();
