const { User } = require('../models');
class UserRepository {
  findById(id) { return User.findByPk(id); }
  update(user, patch) { return user.update(patch); }
}
module.exports = { UserRepository };
