const { User } = require('../models');

module.exports = {
  findByEmail(email) { return User.findOne({ where: { email } }); },
  findById(id) { return User.findByPk(id); },
  create(attrs) { return User.create(attrs); },
  update(user, attrs) { return user.update(attrs); },
};
