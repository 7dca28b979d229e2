const { User } = require('../models/user.model');

const userRepository = {
  create(data) {
    return User.create(data);
  },
  findById(id) {
    return User.findByPk(id);
  },
  findByEmail(email) {
    return User.findOne({ where: { email: String(email).toLowerCase() } });
  },
};

module.exports = { userRepository };
