'use strict';

class UserRepository {
  constructor({ models }) {
    this.User = models.User;
  }

  findById(id) {
    return this.User.findByPk(id);
  }

  findByEmail(email) {
    return this.User.findOne({ where: { email } });
  }

  create(attrs) {
    return this.User.create(attrs);
  }
}

module.exports = UserRepository;
