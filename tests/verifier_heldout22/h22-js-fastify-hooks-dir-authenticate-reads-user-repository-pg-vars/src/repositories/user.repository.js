const User = require('../models/user.model');

class UserRepository {
  findById(id) { return User.findByPk(id); }
  findByEmail(email) { return User.findOne({ where: { email } }); }
  update(user, changes) { return user.update(changes); }
}

module.exports = UserRepository;
